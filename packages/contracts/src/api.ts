/**
 * Request and response bodies of the site's API (docs/product/api.md#site-api).
 * Every error answer has the shape of `ApiErrorBody`.
 */
import type { BillingStatus, CancellationReason, PlanChangeKind, ReceiptStatus } from './billing';
import type { CardAuthenticationAction } from './payment';
import type { Role } from './permissions';
import type { PlanId } from './plans';
import type { SupportCategory, SupportPriority } from './support';
import type { DomainStatus } from './white-label-domains';
import type { WhiteLabelBrand, WhiteLabelConfig } from './white-label';

export interface ApiErrorBody {
  success: false;
  statusCode: number;
  /** A sentence for people; names the offending field when one is at fault. */
  error: string;
  /** Every failing field with its message, when the request body was invalid. */
  fields?: Record<string, string>;
}

/* ---------- session ---------- */

export type SubscriptionStatus = 'active' | 'canceled';

export interface Subscription {
  planId: PlanId;
  status: SubscriptionStatus;
  startedAt: string;
}

export interface GoogleUserData {
  sub: string;
  email: string;
  /** Whether the provider vouches for the email; a plan is usable only when it does. */
  email_verified: boolean;
  name?: string;
  given_name?: string;
  picture?: string;
}

export interface CurrentUser {
  id: string;
  email: string;
  google_user_data: GoogleUserData;
  /** The account's active plan; null when it has none or its email is not verified. */
  subscription: Subscription | null;
  /** Set while a renewal payment failed (`past_due`) or the plan is suspended for it: the user menu marks it. */
  billingAlert: BillingAlert | null;
  /** The roles the user holds besides the plan (`support-agent`: works the support desk); absent means none. */
  roles?: Role[];
}

export type BillingAlert = 'past_due' | 'suspended';

export interface RedirectUrlResponse {
  redirectUrl: string;
}

/** How a sign-in should go: the page to come back to (a path of this site) and the email to suggest. */
export interface SignInOptions {
  returnTo?: string;
  loginHint?: string;
}

/** What the provider put in the callback URL: the code, and the state and issuer that came with it. */
export interface CreateSessionRequest {
  code: string;
  state?: string;
  iss?: string;
}

export interface CreateSessionResponse {
  success: true;
  /** The page that started the sign-in, where the browser goes next. */
  returnTo: string;
}

export const AUTH_MESSAGES = {
  missingCode: 'Cannot exchange code for session token: no code provided in the URL search params.',
  callbackFailedHeading: 'Authentication Failed',
  callbackFailedFallback: 'There was an issue completing your sign in.',
  fetchUserFailed: (status: number) => `Failed to fetch user: API responded with HTTP status ${status}`,
  redirectUrlFailed: (status: number) => `Failed to get login redirect URL: API responded with HTTP status ${status}`,
  exchangeFailed: (status: number) =>
    `Failed to exchange code for session token: API responded with HTTP status ${status}`,
  logoutFailed: 'Failed to logout:',
} as const;

/* ---------- checkout ---------- */

export interface BillingAddress {
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface PaymentMethod {
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  billingAddress: BillingAddress;
}

export interface CheckoutRequest {
  planId: PlanId;
  customerName: string;
  customerEmail: string;
  paymentMethod: PaymentMethod;
}

/**
 * A payment waiting for the buyer's 3-D Secure challenge. `secret` goes only to the browser that
 * sent the payment, and only it can answer the challenge.
 */
export interface CardAuthenticationChallenge {
  id: string;
  secret: string;
  /** ISO 8601: after this the payment can no longer be completed. */
  expiresAt: string;
}

/** POST …/authentications/:id: the buyer's answer to the challenge. */
export interface CardAuthenticationRequest {
  secret: string;
  action: CardAuthenticationAction;
}

export type CheckoutResponse =
  | { success: true; transactionId: string; planId: PlanId }
  | { success: false; error: string }
  /** 202: nothing is charged until the challenge is completed (POST /api/checkout/authentications/:id). */
  | { success: false; error: string; authentication: CardAuthenticationChallenge };

/** Header that makes a retried checkout charge at most once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * What `/success` may show about a payment, answered only to the browser that paid (a short-lived
 * receipt cookie) or to the signed-in account that owns it.
 */
export interface CheckoutReceipt {
  transactionId: string;
  planId: PlanId;
  amountCents: number;
  currency: 'USD';
  cardBrand: string;
  cardLast4: string;
  /** The email the plan is for; an anonymous buyer signs in with it to claim the plan. */
  email: string;
  /** Whether an account holds the plan yet (false until the buyer signs in with a verified email). */
  claimed: boolean;
}

export const RECEIPT_MESSAGES = {
  notFound: 'No receipt for this transaction is available in this browser.',
} as const;

/* ---------- contact ---------- */

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  company?: string;
  phone?: string;
}

/**
 * `emailSent` is false when the acknowledgement was held back because the address has had its share of
 * emails today (`UNVERIFIED_EMAIL_CAPS`); the message is kept all the same.
 */
export type ContactResponse = { success: true; id: string; emailSent: boolean } | { success: false; error: string };

export const CONTACT_MESSAGES = {
  failed: 'Failed to send message',
  network: 'Network error. Please try again.',
} as const;

/* ---------- support ---------- */

export interface SupportTicketRequest {
  name: string;
  email: string;
  subject: string;
  message: string;
  priority?: SupportPriority;
  category?: SupportCategory;
  accountId?: string;
  /** One of the signed-in account's failed /v1 requests (`/api/support/failed-requests`); 400 otherwise. */
  requestId?: string;
}

/**
 * `emailSent` is false when the confirmation was held back because the address has had its share of
 * emails today (`UNVERIFIED_EMAIL_CAPS`); the ticket is kept all the same.
 */
export type SupportTicketResponse =
  { success: true; ticketId: string; emailSent: boolean } | { success: false; error: string };

/* ---------- white-label ---------- */

export interface WhiteLabelConfigResponse {
  /** The saved draft, or `null` before the first save. */
  config: WhiteLabelConfig | null;
  /** The version live on the domain, or `null` when none is (never deployed, or deactivated). */
  live: WhiteLabelVersion | null;
  /** The live version is exactly the saved draft: nothing is waiting to be deployed. */
  upToDate: boolean;
  /** The saved draft's domain and whether it is proved; `null` while the draft has none. */
  domain: DomainStatus | null;
}

export interface SaveWhiteLabelConfigResponse {
  id: string;
}

export interface DeployWhiteLabelRequest {
  configId: string;
}

export interface DeployWhiteLabelResponse {
  success: true;
  version: WhiteLabelVersion;
}

/** An account as the white-label history names it. */
export interface AccountReference {
  email: string;
  name: string | null;
}

/** One field a version changed against the version before it. */
export interface BrandChange {
  field: keyof WhiteLabelBrand;
  before: string;
  after: string;
}

/** A published version of the brand: immutable once written. */
export interface WhiteLabelVersion {
  id: string;
  /** 1, 2, 3… within the organisation. */
  number: number;
  brand: WhiteLabelBrand;
  publishedAt: string;
  /** `null` once that account has been deleted. */
  publishedBy: AccountReference | null;
  live: boolean;
  /** Against the previous version; empty for the first. */
  changes: BrandChange[];
}

export interface WhiteLabelVersionsResponse {
  /** Newest first. */
  versions: WhiteLabelVersion[];
}

export interface WhiteLabelRollbackResponse {
  success: true;
  version: WhiteLabelVersion;
}

export interface WhiteLabelDeactivateResponse {
  success: true;
}

export interface VerifyDomainResponse {
  success: true;
  domain: DomainStatus;
}

export const WHITE_LABEL_AUDIT_ACTIONS = [
  'save',
  'publish',
  'rollback',
  'deactivate',
  'domain-change',
  'domain-verification',
] as const;
export type WhiteLabelAuditAction = (typeof WHITE_LABEL_AUDIT_ACTIONS)[number];

export interface WhiteLabelAuditEntry {
  id: string;
  action: WhiteLabelAuditAction;
  at: string;
  account: AccountReference | null;
  /** What happened, for people: `Published version 3 on acme.localhost`. */
  summary: string;
}

export interface WhiteLabelAuditResponse {
  /** Newest first. */
  entries: WhiteLabelAuditEntry[];
}

/* ---------- health ---------- */

export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}

/* ---------- billing (docs/product/billing.md) ---------- */

export interface BillingReceipt {
  /** `NV-2026-000123`. */
  number: string;
  /** ISO 8601. */
  issuedAt: string;
  description: string;
  amountCents: number;
  currency: string;
  status: ReceiptStatus;
}

export interface BillingSubscription {
  planId: PlanId;
  priceCents: number;
  currency: string;
  status: BillingStatus;
  cancelAtPeriodEnd: boolean;
  /** ISO 8601; the period is [start, end). */
  currentPeriodStart: string;
  currentPeriodEnd: string;
  /** What the next period costs and when it starts; null once cancellation is scheduled or done. */
  nextRenewal: { date: string; amountCents: number } | null;
  /**
   * While `past_due` or `suspended`: what is owed, since when, the next automatic try (null when
   * none is left) and when the plan is (or was) suspended. Null otherwise.
   */
  pastDue: { amountCents: number; since: string; nextRetry: string | null; suspendsAt: string } | null;
  /** The card renewals charge: brand, last four digits and expiry only. */
  paymentMethod: { brand: string; last4: string; expiryMonth: string; expiryYear: string };
  /** A downgrade scheduled for the end of the period (`Undo` takes it back); null when none is. */
  scheduledChange: { planId: PlanId; effectiveAt: string } | null;
}

/**
 * GET /api/billing/plan-change?planId=…: what confirming the change would do. An upgrade charges
 * `amountCents` today and takes effect now; a downgrade charges nothing and takes effect at
 * `effectiveAt`, the end of the period.
 */
export interface PlanChangePreview {
  kind: PlanChangeKind;
  planId: PlanId;
  amountCents: number;
  currency: string;
  /** ISO 8601. */
  effectiveAt: string;
}

/** POST /api/billing/plan-change (with an Idempotency-Key header). */
export interface PlanChangeRequest {
  planId: PlanId;
}

/** POST /api/billing/card: the new card, checked with the checkout's rules; the email is the account's. */
export interface UpdateCardRequest {
  customerName: string;
  paymentMethod: PaymentMethod;
}

/** 202 from POST /api/billing/card: the card is saved once the challenge is completed (POST …/card/authentications/:id). */
export interface UpdateCardAuthentication {
  error: string;
  authentication: CardAuthenticationChallenge;
}

/** GET /api/billing: the signed-in account's subscription (null when it never had one) and its receipts, newest first. */
export interface BillingOverview {
  subscription: BillingSubscription | null;
  receipts: BillingReceipt[];
}

/** POST /api/billing/cancel. */
export interface CancelSubscriptionRequest {
  reason?: CancellationReason;
}
