import type { ApiKeySummary, CreatedApiKeyResponse } from '@northvault/contracts/api-keys';
import { isRecord } from '@northvault/ui/api-json';

/** The new key and its secret from an accepted create or roll, or null when the answer is not one. */
export function acceptCreatedKey(body: Record<string, unknown>): CreatedApiKeyResponse | null {
  return typeof body.secret === 'string' && isRecord(body.key) && typeof body.key.id === 'string'
    ? { secret: body.secret, key: body.key as unknown as ApiKeySummary }
    : null;
}
