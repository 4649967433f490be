/**
 * The sentences that say what is wrong with one field of a form, in the product's voice
 * (docs/product/messages.md#field-messages). The server words every 400 for an invalid request body
 * with them, and the forms word their own checks with them, so one mistake reads the same on every
 * form. A sentence never names a property (`contactEmail`): the field is named as a person would.
 */
import { INVALID_EMAIL_MESSAGE } from './email';
import type { TextProblem } from './text-fields';

/** What is wrong with a field's value. */
export type FieldProblem =
  | { kind: 'missing' }
  | { kind: 'not-text' }
  | { kind: 'text'; problem: TextProblem; maxLength: number }
  | { kind: 'invalid-email' }
  /** `expected` completes "<Field> must be …", e.g. `a colour like #8080ff`. */
  | { kind: 'mismatch'; expected: string }
  | { kind: 'one-of'; values: readonly string[] }
  | { kind: 'not-boolean' }
  | { kind: 'not-object' };

/** One wording for one mistake, whichever form it is made on. */
export const FIELD_MESSAGES = {
  invalidEmail: INVALID_EMAIL_MESSAGE,
} as const;

/**
 * How each request field is named in a sentence, by its property (the last segment of a nested
 * path such as `paymentMethod.cardNumber`). A property missing here is called "a value for this field".
 */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  // contact and support
  name: 'your name',
  email: 'your email address',
  message: 'your message',
  company: 'your company name',
  phone: 'your phone number',
  subject: 'a subject',
  priority: 'a priority',
  category: 'a category',
  accountId: 'the account ID',
  // checkout
  planId: 'the plan',
  customerName: 'your full name',
  customerEmail: 'your email address',
  paymentMethod: 'the payment method',
  cardNumber: 'the card number',
  expiryMonth: 'the expiry month',
  expiryYear: 'the expiry year',
  cvv: 'the CVV',
  billingAddress: 'the billing address',
  address: 'the billing address',
  city: 'the city',
  postalCode: 'the postal code',
  country: 'the country',
  // white-label
  id: 'the configuration ID',
  configId: 'the configuration ID',
  organizationId: 'the organisation ID',
  isActive: 'the active setting',
  companyName: 'the company name',
  domain: 'the domain',
  logoUrl: 'the logo URL',
  faviconUrl: 'the favicon URL',
  primaryColor: 'the primary colour',
  secondaryColor: 'the secondary colour',
  accentColor: 'the accent colour',
  backgroundGradient: 'the background gradient',
  fontFamily: 'the font',
  emailFromName: 'the email sender name',
  contactEmail: 'the contact email address',
  contactPhone: 'the contact phone number',
  // account setup and the sandbox (whose properties are the documented API's own)
  password: 'your password',
  organization: 'the organisation ID',
  account_type: 'the account type',
  currency: 'the currency',
  initial_deposit: 'the initial deposit',
  account_id: 'the account ID',
  amount: 'the amount',
  type: 'the transaction type',
  description: 'the description',
  url: 'the webhook URL',
  events: 'the events',
  organization_id: 'the Xero organisation ID',
  entities: 'the entities to sync',
  // API keys
  keyName: 'a name for the key',
  scope: 'a scope',
  expiresAt: 'the expiry date',
  overlap: 'how long the old key stays valid',
  // billing
  reason: 'a reason',
  // sign-in
  code: 'the sign-in code',
  state: 'the sign-in state',
  iss: 'the sign-in issuer',
  returnTo: 'the return page',
  loginHint: 'the sign-in email address',
  // load telemetry of the remotes
  loads: 'the list of loads',
  remote: 'the remote',
  version: 'the release version',
  outcome: 'the outcome',
  durationMs: 'the duration',
  route: 'the route',
};

/** "your name", "the primary colour": how a sentence names the field at `path`. */
export function fieldName(path: string): string {
  const property = path.slice(path.lastIndexOf('.') + 1);
  return Object.hasOwn(FIELD_NAMES, property) ? FIELD_NAMES[property]! : 'a value for this field';
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** `a, b or c` */
function listOfChoices(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

function textSentence(subject: string, problem: TextProblem, maxLength: number): string {
  switch (problem) {
    case 'control-character':
      return `${subject} must not contain control characters.`;
    case 'lone-surrogate':
      return `${subject} must be valid Unicode text.`;
    case 'too-long':
      return `${subject} must be at most ${maxLength.toLocaleString('en-US')} characters.`;
  }
}

/**
 * The sentence for `problem` with the field at `path`, ending with a full stop; a bad email address gets the
 * payment form's sentence, which has none.
 */
export function fieldMessage(path: string, problem: FieldProblem): string {
  return sentence(fieldName(path), problem);
}

/**
 * How a sentence names a query or path parameter: by its name as the URL spells it, since a
 * developer typed it there (`The parameter account_id must not contain control characters.`).
 */
export function parameterName(parameter: string): string {
  return `the parameter ${parameter}`;
}

/** The sentence for `problem` with the query or path parameter `parameter`, worded as a field's would be. */
export function parameterMessage(parameter: string, problem: FieldProblem): string {
  return sentence(parameterName(parameter), problem);
}

function sentence(name: string, problem: FieldProblem): string {
  const subject = capitalised(name);
  switch (problem.kind) {
    case 'missing':
      return `Enter ${name}.`;
    case 'invalid-email':
      return FIELD_MESSAGES.invalidEmail;
    case 'not-text':
      return `${subject} must be text.`;
    case 'text':
      return textSentence(subject, problem.problem, problem.maxLength);
    case 'mismatch':
      return `${subject} must be ${problem.expected}.`;
    case 'one-of':
      return `Choose ${name}: ${listOfChoices(problem.values)}.`;
    case 'not-boolean':
      return `${subject} must be true or false.`;
    case 'not-object':
      return `${subject} must be an object.`;
  }
}
