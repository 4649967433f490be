import {
  API_KEY_OVERLAPS,
  API_KEY_SCOPES,
  type ApiKeyOverlap,
  type ApiKeyScope,
  type CreateApiKeyRequest,
  type RollApiKeyRequest,
} from '@northvault/contracts/api-keys';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalTextMatching, RequiredMatching, RequiredText } from '../http/field-rules';

const limits = TEXT_LIMITS.apiKey;

/** `2027-01-31` or `2027-01-31T12:00:00Z` (an offset or milliseconds allowed): a real date and time. */
const DATE_OR_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export function isDateOrTime(value: string): boolean {
  return DATE_OR_TIME.test(value) && !Number.isNaN(Date.parse(value));
}

/** A date alone means the end of that day, UTC; a time means that moment. */
export function expiryMoment(value: string): Date {
  return value.length === 10 ? new Date(Date.parse(value) + 24 * 3600 * 1000) : new Date(value);
}

const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);

/** POST /api/api-keys. */
export class CreateApiKeyDto implements CreateApiKeyRequest {
  @RequiredText({ maxLength: limits.keyName })
  keyName: string;

  @RequiredMatching(oneOf(API_KEY_SCOPES), 'read_only or read_write', { maxLength: limits.scope })
  scope: ApiKeyScope;

  @OptionalTextMatching(isDateOrTime, 'a date like 2027-01-31', { maxLength: limits.expiresAt })
  expiresAt?: string;
}

/** POST /api/api-keys/{id}/roll. */
export class RollApiKeyDto implements RollApiKeyRequest {
  @RequiredMatching(oneOf(API_KEY_OVERLAPS), 'now, 1h, 24h or 7d', { maxLength: limits.overlap })
  overlap: ApiKeyOverlap;
}
