/**
 * The longest text each field of the site's forms accepts, and what no text field may contain.
 * The API refuses a violation with a 400 naming the field, before anything is charged or stored;
 * forms cap their inputs at the same lengths. Lengths count UTF-16 code units, as `maxLength`
 * does in the browser. The figures are generous for people and tight for abuse: a name of 200
 * characters is already unusual, a support message of 20,000 is about eight pages.
 */
import { MAX_EMAIL_LENGTH } from './email';

export const TEXT_LIMITS = {
  contact: { name: 200, email: MAX_EMAIL_LENGTH, message: 5000, company: 200, phone: 40 },
  support: {
    name: 200,
    email: MAX_EMAIL_LENGTH,
    subject: 200,
    message: 20_000,
    accountId: 100,
    /** A /v1 request_id (`req_…`), attached from the account's request log. */
    requestId: 100,
  },
  /** The optional comment of a `No` to a solved ticket's `Was this helpful?`. */
  supportRating: { comment: 2000 },
  /**
   * The card fields leave room above the card rules, so an ordinary mistake (a fifth CVV digit, a
   * twentieth card digit) gets the payment rules' own message; the cap is for abuse.
   */
  checkout: {
    planId: 20,
    customerName: 200,
    customerEmail: MAX_EMAIL_LENGTH,
    cardNumber: 32,
    expiryMonth: 8,
    expiryYear: 8,
    cvv: 8,
    address: 200,
    city: 100,
    postalCode: 20,
    country: 100,
  },
  /** The callback parameters an identity provider sends; real ones are well under 2 kB. */
  session: { code: 2048, state: 512, iss: 2048 },
  /** The subscription password (its own rules, in sandbox.ts, refuse shorter or weaker ones). */
  accountSetup: { password: 200 },
  /** POST /v1/auth/login of the sandbox; a longer password cannot be one the account setup accepted. */
  sandboxLogin: { email: MAX_EMAIL_LENGTH, password: 200, organization: 40 },
  /** POST /api/api-keys and its roll. */
  apiKey: { keyName: 60, scope: 20, expiresAt: 40, overlap: 10 },
  sandboxAccount: { accountType: 20, currency: 3 },
  sandboxTransaction: { accountId: 40, currency: 3, type: 10, description: 500, idempotencyKey: 255 },
  sandboxWebhook: { url: 2000, description: 500, event: 60 },
  sandboxXero: { organizationId: 40 },
  whiteLabel: {
    id: 40,
    organizationId: 40,
    companyName: 200,
    /** A DNS name is at most 253 characters. */
    domain: 253,
    logoUrl: 2048,
    faviconUrl: 2048,
    primaryColor: 7,
    secondaryColor: 7,
    accentColor: 7,
    backgroundGradient: 400,
    fontFamily: 40,
    emailFromName: 200,
    contactEmail: MAX_EMAIL_LENGTH,
    contactPhone: 40,
    configId: 40,
  },
} as const;

export type TextProblem = 'control-character' | 'lone-surrogate' | 'too-long';

export interface TextRule {
  maxLength: number;
  /** A message field: tab and line breaks are text there, not control characters. */
  multiline?: boolean;
}

/** C0 controls (U+0000 to U+001F) and DEL; a message field keeps tab, line feed and carriage return. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTER_MULTILINE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Half of a UTF-16 pair with no other half: not text, and PostgreSQL cannot store it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with a text value under the rule, or null. */
export function textProblem(value: string, rule: TextRule): TextProblem | null {
  if ((rule.multiline ? CONTROL_CHARACTER_MULTILINE : CONTROL_CHARACTER).test(value)) return 'control-character';
  if (LONE_SURROGATE.test(value)) return 'lone-surrogate';
  if (value.length > rule.maxLength) return 'too-long';
  return null;
}
