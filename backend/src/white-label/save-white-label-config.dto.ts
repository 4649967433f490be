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
import { isCssGradient } from '@northvault/contracts/css-gradient';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import {
  AN_EMAIL_ADDRESS,
  OptionalBoolean,
  OptionalMatching,
  OptionalText,
  RequiredMatching,
} from '../http/field-rules';

const limits = TEXT_LIMITS.whiteLabel;
/** `{ maxLength }` of a field of the configuration. */
const max = (field: keyof typeof limits) => ({ maxLength: limits[field] });

const COLOUR = 'a colour like #8080ff';
const HTTP_URL = 'an http:// or https:// URL';

/**
 * POST /api/white-label/config: the full configuration. `id`, `organizationId` and `isActive` may
 * be sent back as the form holds them; the server decides those itself.
 */
export class SaveWhiteLabelConfigDto implements Omit<WhiteLabelConfig, 'id' | 'organizationId' | 'isActive'> {
  @OptionalText(max('id'))
  id?: string;

  @OptionalText(max('organizationId'))
  organizationId?: string;

  @OptionalBoolean()
  isActive?: boolean;

  @RequiredMatching(() => true, 'a name', max('companyName'))
  companyName: string;

  @OptionalMatching(isHostname, 'a host name such as bank.example.com', max('domain'))
  domain: string;

  @OptionalMatching(isHttpUrl, HTTP_URL, max('logoUrl'))
  logoUrl: string;

  @OptionalMatching(isHttpUrl, HTTP_URL, max('faviconUrl'))
  faviconUrl: string;

  @RequiredMatching(isHexColor, COLOUR, max('primaryColor'))
  primaryColor: string;

  @RequiredMatching(isHexColor, COLOUR, max('secondaryColor'))
  secondaryColor: string;

  @RequiredMatching(isHexColor, COLOUR, max('accentColor'))
  accentColor: string;

  @RequiredMatching(
    isCssGradient,
    'a CSS gradient such as linear-gradient(135deg, #1e1b4b, #4c1d95)',
    max('backgroundGradient'),
  )
  backgroundGradient: string;

  @RequiredMatching(isWhiteLabelFont, `one of: ${WHITE_LABEL_FONTS.join(', ')}`, max('fontFamily'))
  fontFamily: WhiteLabelFont;

  @OptionalMatching(() => true, 'text', max('emailFromName'))
  emailFromName: string;

  @OptionalMatching(isValidEmail, AN_EMAIL_ADDRESS, max('contactEmail'))
  contactEmail: string;

  @OptionalMatching(
    (value) => /^[+\d][\d\s().-]{3,30}$/.test(value),
    'a phone number such as +44 20 7946 0321',
    max('contactPhone'),
  )
  contactPhone: string;
}
