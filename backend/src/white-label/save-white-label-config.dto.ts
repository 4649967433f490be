import { isValidEmail } from '@northvault/contracts/email';
import {
  isHexColor,
  isHostname,
  isHttpUrl,
  isWhiteLabelFont,
  WHITE_LABEL_FONTS,
  type WhiteLabelConfig,
  type WhiteLabelFont,
} from '@northvault/contracts/white-label';
import { OptionalBoolean, OptionalMatching, OptionalText, RequiredMatching } from '../http/field-rules';

const COLOUR = 'a colour like #8080ff';
const HTTP_URL = 'an http:// or https:// URL';
/** A CSS gradient and nothing else: no `;`, braces or url(), so it cannot smuggle CSS into the site. */
const GRADIENT_PATTERN = /^(?:repeating-)?(?:linear|radial|conic)-gradient\([#%.,()\w\s-]{1,400}\)$/;

/**
 * POST /api/white-label/config: the full configuration of SPEC section 3. `id`, `organizationId`
 * and `isActive` may be sent back as the form holds them; the server decides those itself.
 */
export class SaveWhiteLabelConfigDto implements Omit<WhiteLabelConfig, 'id' | 'organizationId' | 'isActive'> {
  @OptionalText()
  id?: string;

  @OptionalText()
  organizationId?: string;

  @OptionalBoolean()
  isActive?: boolean;

  @RequiredMatching(() => true, 'a name')
  companyName: string;

  @OptionalMatching(isHostname, 'a host name such as bank.example.com')
  domain: string;

  @OptionalMatching(isHttpUrl, HTTP_URL)
  logoUrl: string;

  @OptionalMatching(isHttpUrl, HTTP_URL)
  faviconUrl: string;

  @RequiredMatching(isHexColor, COLOUR)
  primaryColor: string;

  @RequiredMatching(isHexColor, COLOUR)
  secondaryColor: string;

  @RequiredMatching(isHexColor, COLOUR)
  accentColor: string;

  @RequiredMatching(
    (value) => GRADIENT_PATTERN.test(value),
    'a CSS gradient such as linear-gradient(135deg, #1e1b4b, #4c1d95)',
  )
  backgroundGradient: string;

  @RequiredMatching(isWhiteLabelFont, `one of: ${WHITE_LABEL_FONTS.join(', ')}`)
  fontFamily: WhiteLabelFont;

  @OptionalMatching(() => true, 'text')
  emailFromName: string;

  @OptionalMatching(isValidEmail, 'a valid email address')
  contactEmail: string;

  @OptionalMatching((value) => /^[+\d][\d\s().-]{3,30}$/.test(value), 'a phone number such as +44 20 7946 0321')
  contactPhone: string;
}
