import { API_PATHS } from '@northvault/contracts/routes';
import type { SandboxTokenResponse } from '@northvault/contracts/sandbox';
import { errorSentence, isRecord, postJson } from '@northvault/ui/api-json';

export const SANDBOX_TOKEN_MESSAGES = {
  failed: 'A sandbox token could not be issued. Please try again.',
  network: 'A sandbox token could not be issued: no connection to Northvault. Check your connection and try again.',
} as const;

/** A token is reused until a minute before it expires, so a call never goes out with one about to end. */
const REUSE_MARGIN_MS = 60_000;

let cached: SandboxTokenResponse | null = null;

function isTokenResponse(body: unknown): body is SandboxTokenResponse {
  return (
    isRecord(body) &&
    typeof body.accessToken === 'string' &&
    typeof body.planId === 'string' &&
    typeof body.expiresAt === 'string'
  );
}

export type TokenOutcome = { ok: true; token: SandboxTokenResponse } | { ok: false; message: string };

/**
 * A sandbox bearer token for the signed-in subscriber, minted by the site's API from the session
 * (POST /api/sandbox/tokens): the browser never needs the subscription password.
 */
export async function sandboxToken(): Promise<TokenOutcome> {
  if (cached && Date.parse(cached.expiresAt) - Date.now() > REUSE_MARGIN_MS) return { ok: true, token: cached };
  const answer = await postJson(API_PATHS.sandboxTokens, {});
  if (answer.response === null) return { ok: false, message: SANDBOX_TOKEN_MESSAGES.network };
  if (!answer.response.ok || !isTokenResponse(answer.body)) {
    return { ok: false, message: errorSentence(answer.body) || SANDBOX_TOKEN_MESSAGES.failed };
  }
  cached = answer.body;
  return { ok: true, token: cached };
}

/** For tests, and when the session changes: the next call mints a new token. */
export function forgetSandboxToken(): void {
  cached = null;
}
