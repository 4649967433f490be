/**
 * The shell's calls to the session endpoints (SPEC section 7). Concurrent user fetches share one
 * request, and so do concurrent exchanges of the same code (SPEC section 4).
 */
import {
  AUTH_MESSAGES,
  type CreateSessionRequest,
  type CurrentUser,
  type RedirectUrlResponse,
} from '@northvault/contracts/api';
import { API_PATHS, loginRedirectUrlPath } from '@northvault/contracts/routes';

const JSON_HEADERS = { Accept: 'application/json' };

let currentUserRequest: Promise<CurrentUser> | null = null;
const codeExchanges = new Map<string, Promise<void>>();

/** Resolves with the signed-in user; rejects with SPEC's message when the API answers non-OK. */
export function fetchCurrentUser(): Promise<CurrentUser> {
  currentUserRequest ??= (async () => {
    const response = await fetch(API_PATHS.currentUser, { headers: JSON_HEADERS, credentials: 'same-origin' });
    if (!response.ok) throw new Error(AUTH_MESSAGES.fetchUserFailed(response.status));
    return (await response.json()) as CurrentUser;
  })().finally(() => {
    currentUserRequest = null;
  });
  return currentUserRequest;
}

/** The identity provider's authorize URL for a fresh sign-in attempt. */
export async function fetchLoginRedirectUrl(): Promise<string> {
  const response = await fetch(loginRedirectUrlPath(), { headers: JSON_HEADERS, credentials: 'same-origin' });
  if (!response.ok) throw new Error(AUTH_MESSAGES.redirectUrlFailed(response.status));
  const body = (await response.json()) as RedirectUrlResponse;
  return body.redirectUrl;
}

/** A failed code exchange: `message` is what SPEC logs, `userMessage` what the server said, if anything. */
export class CodeExchangeError extends Error {
  override name = 'CodeExchangeError';
  constructor(
    message: string,
    readonly userMessage?: string,
  ) {
    super(message);
  }
}

/** Trades the code the provider sent back for a session cookie. */
export function exchangeCodeForSession(request: CreateSessionRequest): Promise<void> {
  let exchange = codeExchanges.get(request.code);
  if (!exchange) {
    exchange = (async () => {
      const response = await fetch(API_PATHS.sessions, {
        method: 'POST',
        headers: { ...JSON_HEADERS, 'Content-Type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify(request),
      });
      if (!response.ok) {
        throw new CodeExchangeError(AUTH_MESSAGES.exchangeFailed(response.status), await serverError(response));
      }
    })().finally(() => codeExchanges.delete(request.code));
    codeExchanges.set(request.code, exchange);
  }
  return exchange;
}

export async function endServerSession(): Promise<void> {
  const response = await fetch(API_PATHS.logout, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`API responded with HTTP status ${response.status}`);
}

/** The sentence an error answer carries in `error`, if it has one. */
async function serverError(response: Response): Promise<string | undefined> {
  try {
    const body = (await response.json()) as { error?: unknown };
    return typeof body.error === 'string' && body.error ? body.error : undefined;
  } catch {
    return undefined;
  }
}
