import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '@northvault/contracts/routes';
import type { AccountSetupResponse } from '@northvault/contracts/sandbox';
import { isRecord, readJson } from '@northvault/ui/api-json';

export const ACCOUNT_SETUP_LOAD_FAILED = 'Your account setup could not be loaded. Please reload the page.';

export type AccountSetupState =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'loaded'; setup: AccountSetupResponse };

function isAccountSetup(body: unknown): body is AccountSetupResponse {
  return isRecord(body) && typeof body.email === 'string' && typeof body.sandboxBaseUrl === 'string';
}

async function loadAccountSetup({ signal }: { signal: AbortSignal }): Promise<AccountSetupResponse> {
  const response = await fetch(API_PATHS.accountSetup, { headers: { Accept: 'application/json' }, signal });
  const body = await readJson(response);
  if (!response.ok || !isAccountSetup(body)) throw new Error(`${API_PATHS.accountSetup} answered ${response.status}`);
  return body;
}

/**
 * GET /api/account/setup for the signed-in user, through the page's query client; `reload` after
 * the password changes (the setup shown stays until the new one arrives).
 */
export function useAccountSetup(): { state: AccountSetupState; reload: () => void } {
  const query = useQuery({ queryKey: ['account-setup'], queryFn: loadAccountSetup });
  let state: AccountSetupState;
  if (query.isError) state = { status: 'failed', message: ACCOUNT_SETUP_LOAD_FAILED };
  else if (query.data) state = { status: 'loaded', setup: query.data };
  else state = { status: 'loading' };
  return { state, reload: () => void query.refetch() };
}
