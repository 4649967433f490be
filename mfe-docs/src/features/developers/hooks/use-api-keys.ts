import { useCallback, useEffect, useState } from 'react';
import type { ApiKeyListResponse } from '@northvault/contracts/api-keys';
import { API_PATHS } from '@northvault/contracts/routes';
import { isRecord, readJson } from '@northvault/ui/api-json';

export const API_KEYS_LOAD_FAILED = 'Your API keys could not be loaded. Please reload the page.';

export type ApiKeysState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; list: ApiKeyListResponse };

function isKeyList(body: unknown): body is ApiKeyListResponse {
  return isRecord(body) && Array.isArray(body.keys) && typeof body.maxActiveKeys === 'number';
}

/** GET /api/api-keys for the signed-in account; `reload` after a key is created, rolled or revoked. */
export function useApiKeys(): { state: ApiKeysState; reload: () => void } {
  const [state, setState] = useState<ApiKeysState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const response = await fetch(API_PATHS.apiKeys, { headers: { Accept: 'application/json' } });
        const body = await readJson(response);
        if (!current) return;
        setState(
          response.ok && isKeyList(body)
            ? { status: 'loaded', list: body }
            : { status: 'failed', message: API_KEYS_LOAD_FAILED },
        );
      } catch {
        if (current) setState({ status: 'failed', message: API_KEYS_LOAD_FAILED });
      }
    })();
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
