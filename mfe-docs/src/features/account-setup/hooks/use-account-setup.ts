import { useCallback, useEffect, useState } from 'react';
import { API_PATHS } from '@northvault/contracts/routes';
import type { AccountSetupResponse } from '@northvault/contracts/sandbox';
import { isRecord, readJson } from '@northvault/ui/api-json';

export const ACCOUNT_SETUP_LOAD_FAILED = 'Your account setup could not be loaded. Please reload the page.';

export type AccountSetupState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; setup: AccountSetupResponse };

function isAccountSetup(body: unknown): body is AccountSetupResponse {
  return isRecord(body) && typeof body.email === 'string' && typeof body.sandboxBaseUrl === 'string';
}

/** GET /api/account/setup for the signed-in user; `reload` after the password changes. */
export function useAccountSetup(): { state: AccountSetupState; reload: () => void } {
  const [state, setState] = useState<AccountSetupState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let current = true;
    void (async () => {
      try {
        const response = await fetch(API_PATHS.accountSetup, { headers: { Accept: 'application/json' } });
        const body = await readJson(response);
        if (!current) return;
        setState(
          response.ok && isAccountSetup(body)
            ? { status: 'loaded', setup: body }
            : { status: 'failed', message: ACCOUNT_SETUP_LOAD_FAILED },
        );
      } catch {
        if (current) setState({ status: 'failed', message: ACCOUNT_SETUP_LOAD_FAILED });
      }
    })();
    return () => {
      current = false;
    };
  }, [version]);

  const reload = useCallback(() => setVersion((value) => value + 1), []);
  return { state, reload };
}
