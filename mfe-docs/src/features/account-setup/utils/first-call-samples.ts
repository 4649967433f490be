/**
 * The account setup page's first API call (docs/product/routes.md#account-setup): the login and a
 * ready-to-run list of the accounts, with the subscriber's own values filled in. The password is
 * the one value left out: it is never sent back to the browser, and a page should not print it.
 */
import { PUBLIC_API } from '@northvault/contracts/business';
import type { PlanId } from '@northvault/contracts/plans';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';

export const PASSWORD_PLACEHOLDER = 'YOUR_SUBSCRIPTION_PASSWORD';

export interface FirstCallValues {
  baseUrl: string;
  email: string;
  organization: string;
  planId: PlanId;
}

/** `'it'\''s'`: one shell word whatever the text holds. */
function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

function loginCommand({ baseUrl, email, organization }: FirstCallValues, silent: boolean): string {
  const body = JSON.stringify({ email, password: PASSWORD_PLACEHOLDER, organization });
  return [
    `curl${silent ? ' -s' : ''} -X POST ${shellQuote(`${baseUrl}${SANDBOX_PATHS.login}`)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -d ${shellQuote(body)}`,
  ].join('\n');
}

/** POST /auth/login on its own: its answer shows the token and the plan. */
export function loginSample(values: FirstCallValues): string {
  return loginCommand(values, false);
}

/**
 * Signs in and lists the accounts in one go: the token goes from the first call to the second
 * through a shell variable (sed, not jq, which not every machine has).
 */
export function listAccountsSample(values: FirstCallValues): string {
  return [
    `ACCESS_TOKEN=$(${loginCommand(values, true).replace(/\n {2}/g, '\n    ')} \\`,
    `  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
    `curl ${shellQuote(`${values.baseUrl}${SANDBOX_PATHS.accounts}`)} \\`,
    `  -H "Authorization: Bearer $ACCESS_TOKEN" \\`,
    `  -H ${shellQuote(`${PUBLIC_API.planHeader}: ${values.planId}`)}`,
  ].join('\n');
}
