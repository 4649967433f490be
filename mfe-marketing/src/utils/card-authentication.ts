import type { CardAuthenticationChallenge } from '@northvault/contracts/api';
import type { CardAuthenticationAction } from '@northvault/contracts/payment';
import { isRecord, postJson, type ApiAnswer, type NoAnswer } from '@northvault/ui/api-json';

/** The 3-D Secure challenge in a 202 answer (a checkout, or `Update card`), or null when there is none. */
export function challengeIn(body: unknown): CardAuthenticationChallenge | null {
  if (!isRecord(body) || !isRecord(body.authentication)) return null;
  const { id, secret, expiresAt } = body.authentication;
  if (typeof id !== 'string' || typeof secret !== 'string' || typeof expiresAt !== 'string') return null;
  return { id, secret, expiresAt };
}

/** POST `<base>/<id>`: the buyer's answer to the challenge, with the secret only this browser was given. */
export function answerChallenge(
  base: string,
  challenge: CardAuthenticationChallenge,
  action: CardAuthenticationAction,
): Promise<ApiAnswer | NoAnswer> {
  return postJson(`${base}/${encodeURIComponent(challenge.id)}`, { secret: challenge.secret, action });
}
