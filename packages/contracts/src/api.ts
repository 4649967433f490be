/**
 * Request and response bodies of the site's API (SPEC section 7).
 * Every error answer has the shape of `ApiErrorBody`.
 */
import type { PlanId } from './plans';
import type { SupportCategory, SupportPriority } from './support';
import type { WhiteLabelConfig } from './white-label';

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
  name?: string;
  given_name?: string;
  picture?: string;
}

export interface CurrentUser {
  id: string;
  email: string;
  google_user_data: GoogleUserData;
  subscription: Subscription | null;
}

export interface RedirectUrlResponse {
  redirectUrl: string;
}

/** What the provider put in the callback URL: the code, and the state and issuer that came with it. */
export interface CreateSessionRequest {
  code: string;
  state?: string;
  iss?: string;
}

export interface CreateSessionResponse {
  success: true;
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

export type CheckoutResponse =
  { success: true; transactionId: string; planId: PlanId } | { success: false; error: string };

/** Header that makes a retried checkout charge at most once. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/* ---------- contact ---------- */

export interface ContactRequest {
  name: string;
  email: string;
  message: string;
  company?: string;
  phone?: string;
}

export type ContactResponse = { success: true; id: string } | { success: false; error: string };

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
}

export type SupportTicketResponse = { success: true; ticketId: string } | { success: false; error: string };

/* ---------- white-label ---------- */

export interface WhiteLabelConfigResponse {
  config: WhiteLabelConfig | null;
}

export interface SaveWhiteLabelConfigResponse {
  id: string;
}

export interface DeployWhiteLabelRequest {
  configId: string;
}

export interface DeployWhiteLabelResponse {
  success: true;
  deployment: WhiteLabelDeployment;
}

/** One deployment of a saved configuration to its domain. */
export interface WhiteLabelDeployment {
  id: string;
  configId: string;
  domain: string;
  status: 'active' | 'superseded';
  deployedAt: string;
}

export interface WhiteLabelDeploymentsResponse {
  deployments: WhiteLabelDeployment[];
}

/* ---------- health ---------- */

export interface HealthResponse {
  status: 'ok' | 'error';
  database: 'up' | 'down';
}
