/**
 * The shell's calls to the session endpoints (docs/product/api.md#site-api). Concurrent user fetches share one
 * request, and so do concurrent exchanges of the same code (docs/product/sign-in.md#sign-in-state).
 */
import {
  AUTH_MESSAGES,
  type CreateSessionRequest,
  type CreateSessionResponse,
  type CurrentUser,
  type RedirectUrlResponse,
  type SignInOptions,
} from '@northvault/contracts/api';
import { safeReturnPath } from '@northvault/contracts/return-path';
import { API_PATHS, loginRedirectUrlPath, ROUTES } from '@northvault/contracts/routes';
import { errorSentence, postJson } from '@northvault/ui/api-json';

const JSON_HEADERS = { Accept: 'application/json' };

let currentUserRequest: Promise<CurrentUser> | null = null;
const codeExchanges = new Map<string, Promise<string>>();

/**
 * Resolves with the signed-in user; rejects with the message of docs/product/messages.md#logged-only when the API
 * answers non-OK.
 */
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
export async function fetchLoginRedirectUrl(options: SignInOptions = {}): Promise<string> {
  const response = await fetch(loginRedirectUrlPath(options), { headers: JSON_HEADERS, credentials: 'same-origin' });
  if (!response.ok) throw new Error(AUTH_MESSAGES.redirectUrlFailed(response.status));
  const body = (await response.json()) as RedirectUrlResponse;
  return body.redirectUrl;
}

/**
 * A failed code exchange: `message` is what the console logs (docs/product/messages.md#logged-only),
 * `userMessage` what the server said, if anything.
 */
export class CodeExchangeError extends Error {
  override name = 'CodeExchangeError';
  constructor(
    message: string,
    readonly userMessage?: string,
  ) {
    super(message);
  }
}

/** Trades the code the provider sent back for a session cookie; resolves with the page to go back to. */
export function exchangeCodeForSession(request: CreateSessionRequest): Promise<string> {
  let exchange = codeExchanges.get(request.code);
  if (!exchange) {
    exchange = (async () => {
      const answer = await postJson(API_PATHS.sessions, request);
      if (answer.response === null)
        throw new CodeExchangeError('Failed to exchange code for session token: the API did not answer');
      if (!answer.response.ok) {
        const sentence = errorSentence(answer.body);
        throw new CodeExchangeError(AUTH_MESSAGES.exchangeFailed(answer.response.status), sentence || undefined);
      }
      // Our server checked the path when the sign-in started; the browser checks it again before going.
      return safeReturnPath((answer.body as Partial<CreateSessionResponse> | null)?.returnTo) ?? ROUTES.home;
    })().finally(() => codeExchanges.delete(request.code));
    codeExchanges.set(request.code, exchange);
  }
  return exchange;
}

export async function endServerSession(): Promise<void> {
  const response = await fetch(API_PATHS.logout, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`API responded with HTTP status ${response.status}`);
}
