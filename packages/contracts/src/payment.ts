import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email';

/**
 * Card payment rules (docs/product/payments.md#validation-rules), shared by the payment modal and the checkout
 * API. Messages are quoted word for word from docs/product/messages.md#payment-messages and must not change.
 */
export const PAYMENT_MESSAGES = {
  requiredFields: 'Please fill in all required fields',
  invalidCardNumber: 'Invalid card number',
  invalidCvv: 'Invalid CVV',
  invalidEmail: INVALID_EMAIL_MESSAGE,
  invalidExpiryYear: 'Invalid expiry year format',
  invalidExpiryMonth: 'Invalid expiry month (must be 1-12)',
  cardExpired: 'Card has expired',
  serviceError: 'Payment service error. Please try again or contact support.',
  failed: 'Payment failed. Please check your card details and try again.',
  network: 'Network error. Please check your connection and try again.',
} as const;

/**
 * What the sandbox gateway answers for its test cards (docs/product/payments.md#sandbox-test-cards); a real
 * gateway sends its own sentences.
 */
export const PAYMENT_DECLINE_MESSAGES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  gatewayUnavailable:
    'The payment service is temporarily unavailable. Nothing was charged. Please try again in a few minutes.',
  /** Card testing: too many declines for one card or one email. */
  tooManyDeclines:
    'Too many payments with this card or email address were declined. Nothing was charged. Please try again in an hour or contact your bank.',
  /** Another checkout for the same email is between its charge and its record. */
  emailCheckoutInProgress: 'A payment for this email address is already being processed. Please wait a moment.',
} as const;

/**
 * 3-D Secure (docs/product/payments.md#3-d-secure): the card's bank asks the buyer to confirm the payment
 * before anything is charged.
 */
export const CARD_AUTHENTICATION_MESSAGES = {
  /** The answer that opens the bank's challenge. */
  required: 'Your bank asks you to confirm this payment.',
  failed: 'We could not authenticate your card. Please try again or use another card.',
  /** Escape, or the challenge closed, before the bank's answer. */
  canceled: 'Authentication was canceled. Nothing was charged. Please try again or use another card.',
  expired: 'The authentication took too long and has expired. Nothing was charged. Please try again.',
  notFound: 'This authentication was not found.',
} as const;

/**
 * A repeated Idempotency-Key (docs/product/payments.md#idempotency), worded for what it was sent with: a
 * checkout, or a plan change on /account/billing.
 */
export const IDEMPOTENCY_MESSAGES = {
  checkout: {
    reused: 'This Idempotency-Key was already used for a different checkout. Send a new key for a new attempt.',
    inProgress: 'A checkout with this Idempotency-Key is still being processed. Please wait a moment and try again.',
  },
  planChange: {
    reused: 'This Idempotency-Key was already used for a different plan change. Send a new key for a new attempt.',
    inProgress: 'A plan change with this Idempotency-Key is still being processed. Please wait a moment and try again.',
  },
} as const;

export type IdempotencyMessages = (typeof IDEMPOTENCY_MESSAGES)[keyof typeof IDEMPOTENCY_MESSAGES];

/** How long a payment may wait for its 3-D Secure challenge before it can no longer be completed. */
export const CARD_AUTHENTICATION_MINUTES = 10;

/** The buyer's answer to the sandbox bank's challenge: `Complete authentication`, `Fail authentication` or Escape. */
export const CARD_AUTHENTICATION_ACTIONS = ['complete', 'fail', 'cancel'] as const;
export type CardAuthenticationAction = (typeof CARD_AUTHENTICATION_ACTIONS)[number];

/**
 * Declined payments allowed per card (a keyed hash of its number) and per email address within
 * the window, before further attempts are refused without asking the gateway.
 */
export const DECLINE_LIMITS = {
  perCard: 5,
  perEmail: 5,
  windowSeconds: 60 * 60,
} as const;

/** The sandbox test cards (docs/product/payments.md#sandbox-test-cards); any other Luhn-valid number is approved. */
export const SANDBOX_CARDS = {
  approved: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  gatewayError: '4000000000000119',
  /** Approved and saved, but every later charge of the saved card is declined (renewal failures). */
  declinesAfterSaving: '4000000000000341',
  /** 3-D Secure: always asks for authentication; approved once authenticated. */
  authenticationRequired: '4000002760003184',
  /** 3-D Secure: authentication succeeds, then the card is declined. */
  authenticationThenDeclined: '4000008400001629',
} as const;

/**
 * The card number is 15 to 19 digits; the field shows them grouped in fours. The digit count is
 * the rule: a 19-digit card shows as 23 characters (`4000 0000 0000 0000 006`), and the field
 * takes all of it. Capping what is shown at 19 characters would stop at 16 digits, so a valid
 * 17-, 18- or 19-digit card could be checked by the server but never typed (see this package’s README).
 */
export const CARD_RULES = {
  minDigits: 15,
  maxDigits: 19,
  minCvvLength: 3,
  maxCvvLength: 4,
} as const;

/** Characters the card number field shows at most: every digit, and a space between groups of four. */
export const CARD_NUMBER_MAX_SHOWN = CARD_RULES.maxDigits + Math.ceil(CARD_RULES.maxDigits / 4) - 1;

const CVV_PATTERN = new RegExp(`^\\d{${CARD_RULES.minCvvLength},${CARD_RULES.maxCvvLength}}$`);

export const DEFAULT_COUNTRY = 'International';

export interface PaymentForm {
  customerName: string;
  customerEmail: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  billingAddress: string;
  city: string;
  postalCode: string;
  country: string;
}

export const EMPTY_PAYMENT_FORM: PaymentForm = {
  customerName: '',
  customerEmail: '',
  cardNumber: '',
  expiryMonth: '',
  expiryYear: '',
  cvv: '',
  billingAddress: '',
  city: '',
  postalCode: '',
  country: DEFAULT_COUNTRY,
};

export type PaymentMessage = (typeof PAYMENT_MESSAGES)[keyof typeof PAYMENT_MESSAGES];

/** The fields a payment cannot go without. */
type RequiredPaymentFields = Pick<
  PaymentForm,
  'customerName' | 'customerEmail' | 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'cvv'
>;

export function stripCardNumber(cardNumber: string): string {
  return cardNumber.replace(/\s+/g, '');
}

/** The Luhn (mod 10) checksum every payment card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Returns the first rule the form breaks, in the order docs/product/payments.md#validation-rules lists them, or
 * `null`.
 * `now` decides whether the card has expired (by calendar month).
 */
export function validatePaymentForm(form: RequiredPaymentFields, now: Date = new Date()): PaymentMessage | null {
  const required = [
    form.customerName,
    form.customerEmail,
    form.cardNumber,
    form.expiryMonth,
    form.expiryYear,
    form.cvv,
  ];
  if (required.some((value) => value.trim() === '')) return PAYMENT_MESSAGES.requiredFields;

  const digits = stripCardNumber(form.cardNumber);
  if (
    !/^\d+$/.test(digits) ||
    digits.length < CARD_RULES.minDigits ||
    digits.length > CARD_RULES.maxDigits ||
    !isLuhnValid(digits)
  ) {
    return PAYMENT_MESSAGES.invalidCardNumber;
  }

  if (!CVV_PATTERN.test(form.cvv)) return PAYMENT_MESSAGES.invalidCvv;
  if (!isValidEmail(form.customerEmail.trim())) return PAYMENT_MESSAGES.invalidEmail;
  if (!/^\d{4}$/.test(form.expiryYear)) return PAYMENT_MESSAGES.invalidExpiryYear;

  const month = /^\d{1,2}$/.test(form.expiryMonth) ? Number(form.expiryMonth) : NaN;
  if (!(month >= 1 && month <= 12)) return PAYMENT_MESSAGES.invalidExpiryMonth;

  const year = Number(form.expiryYear);
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  if (year < currentYear || (year === currentYear && month < currentMonth)) return PAYMENT_MESSAGES.cardExpired;

  return null;
}

/* ---------- input filters: what a field accepts as the user types ---------- */

/** Digits only, at most 19, grouped in fours (`4242 4242 4242 4242`). */
export function formatCardNumberInput(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, CARD_RULES.maxDigits);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Digits only, two characters, a value from 1 to 12 (a leading `0` may be typed first). */
export function filterExpiryMonthInput(input: string, previous: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 2);
  if (digits.length < 2) return digits;
  const month = Number(digits);
  return month >= 1 && month <= 12 ? digits : previous;
}

/**
 * Digits only, four characters. A past year is kept as typed: refusing its last digit would leave
 * `202` in the field with no word of why, so the form says the card has expired instead.
 */
export function filterExpiryYearInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, 4);
}

/** Digits only, at most four. */
export function filterCvvInput(input: string): string {
  return input.replace(/\D/g, '').slice(0, CARD_RULES.maxCvvLength);
}

/** `5` → `05`: the month is sent with two digits. */
export function padExpiryMonth(month: string): string {
  return month.trim().padStart(2, '0');
}

/* ---------- card brand ---------- */

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  unknown: 'Card',
};

/** Issuer identification number ranges, most specific first. */
const BRAND_PATTERNS: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^3(?:0[0-5]|[689])/],
  ['jcb', /^35(?:2[89]|[3-8]\d)/],
  ['mastercard', /^(?:5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)/],
  ['discover', /^(?:6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['visa', /^4/],
];

/** The brand the leading digits identify; works on partial input as it is typed. */
export function detectCardBrand(cardNumber: string): CardBrand {
  const digits = stripCardNumber(cardNumber);
  for (const [brand, pattern] of BRAND_PATTERNS) {
    if (pattern.test(digits)) return brand;
  }
  return 'unknown';
}

export function lastFourDigits(cardNumber: string): string {
  return stripCardNumber(cardNumber).slice(-4);
}
