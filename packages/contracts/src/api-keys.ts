/**
 * Secret API keys of the sandbox (docs/product/api.md#api-keys): what a key looks like, its scopes,
 * the overlaps a roll may keep, and the sentences the server and the developers page say. A key is
 * shown once; afterwards only its display prefix (`nv_test_sk_…a1b2`) is.
 */

/** Every key starts with it: secret scanners recognise it, and `_test_` says it is a sandbox key. */
export const API_KEY_PREFIX = 'nv_test_sk_';

/** The random part after the prefix: base62, at least 32 characters (40 give about 238 bits). */
export const API_KEY_RANDOM_LENGTH = 40;

/** `nv_test_sk_` and 32 or more base62 characters: the shape of a key, not proof that it exists. */
export const API_KEY_PATTERN = /^nv_test_sk_[0-9A-Za-z]{32,}$/;

export function looksLikeApiKey(value: string): boolean {
  return value.startsWith(API_KEY_PREFIX);
}

/** `read_only` calls GET only; `read_write` calls everything the plan allows. */
export const API_KEY_SCOPES = ['read_only', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

export const API_KEY_SCOPE_LABELS: Readonly<Record<ApiKeyScope, string>> = {
  read_only: 'Read only',
  read_write: 'Read and write',
};

/** How long a rolled key stays valid beside its replacement. */
export const API_KEY_OVERLAPS = ['now', '1h', '24h', '7d'] as const;
export type ApiKeyOverlap = (typeof API_KEY_OVERLAPS)[number];

export const API_KEY_OVERLAP_SECONDS: Readonly<Record<ApiKeyOverlap, number>> = {
  now: 0,
  '1h': 3600,
  '24h': 24 * 3600,
  '7d': 7 * 24 * 3600,
};

export const API_KEY_OVERLAP_LABELS: Readonly<Record<ApiKeyOverlap, string>> = {
  now: 'End the old key now',
  '1h': 'Keep the old key for 1 hour',
  '24h': 'Keep the old key for 24 hours',
  '7d': 'Keep the old key for 7 days',
};

/** Keys that neither were revoked nor expired nor are ending after a roll. */
export const MAX_ACTIVE_API_KEYS = 10;

/** `nv_test_sk_…a1b2`: how a key is named once its secret is gone (its last four characters). */
export function apiKeyDisplayPrefix(lastFour: string): string {
  return `${API_KEY_PREFIX}…${lastFour}`;
}

export const API_KEY_MESSAGES = {
  /** 401 on the sandbox, one for each reason a key does not authenticate. */
  unknown: 'This API key is unknown. Check that you copied the whole key, or create one on the Developers page.',
  revoked: 'This API key has been revoked. Use another key, or create one on the Developers page.',
  expired: 'This API key has expired. Roll it or create a new one on the Developers page.',
  /** 403 on the sandbox: a `read_only` key on anything but GET. */
  readOnly: 'This API key is read-only.',
  limitReached: `You have ${MAX_ACTIVE_API_KEYS} active API keys, the most an account can hold. Revoke one before creating another.`,
  noPlan: 'An active plan is needed to create API keys. Choose a plan to continue.',
  notFound: 'No API key with this id belongs to your account.',
  alreadyEnded: 'This API key has already ended.',
  alreadyRolled: 'This API key has already been rolled. Roll its replacement instead.',
  expiryTooFar: 'The expiry date must be within 10 years.',
  expiryInPast: 'The expiry date must be in the future.',
  /** Said beside the secret, the only time it is shown. */
  shownOnce: 'Copy this key now and keep it somewhere safe: it will not be shown again.',
} as const;

/** Where a key stands now. `ending`: rolled, still valid until `endsAt`. */
export type ApiKeyStatus = 'active' | 'ending' | 'revoked' | 'expired';

/** One key as the developers page lists it: never its secret. */
export interface ApiKeySummary {
  id: string;
  name: string;
  /** `nv_test_sk_…a1b2`. */
  prefix: string;
  scope: ApiKeyScope;
  status: ApiKeyStatus;
  /** ISO 8601. */
  createdAt: string;
  /** ISO 8601, or null when the key never expires. */
  expiresAt: string | null;
  /** ISO 8601: when a revoked or rolled key ends (or ended); null otherwise. */
  endsAt: string | null;
  /** ISO 8601, or null before its first call. */
  lastUsedAt: string | null;
  lastUsedAddress: string | null;
}

export interface ApiKeyListResponse {
  keys: ApiKeySummary[];
  /** The account's plan, which every call sends as X-Plan-Type; null without an active plan. */
  planId: string | null;
  maxActiveKeys: number;
}

/** POST /api/api-keys. `expiresAt`: a date (`2027-01-31`, the end of that day UTC) or an ISO 8601 time. */
export interface CreateApiKeyRequest {
  keyName: string;
  scope: ApiKeyScope;
  expiresAt?: string;
}

/** POST /api/api-keys/{id}/roll. */
export interface RollApiKeyRequest {
  overlap: ApiKeyOverlap;
}

/** A new key (created or rolled): the only answer that carries the secret. */
export interface CreatedApiKeyResponse {
  key: ApiKeySummary;
  secret: string;
}
