import {
  type CardAuthenticationChallenge,
  IDEMPOTENCY_KEY_HEADER,
  type CheckoutRequest,
} from '@northvault/contracts/api';
import { PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import { isPlanId, type PlanId } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';
import { errorSentence, isRecord, postJson, type ApiAnswer, type NoAnswer } from '@northvault/ui/api-json';
import type { CardAuthenticationAction } from '@northvault/contracts/payment';
import { answerChallenge, challengeIn } from '../../../utils/card-authentication';

export type CheckoutResult =
  | { success: true; transactionId: string; planId: PlanId }
  | { success: false; error: string }
  /** Nothing is charged until the buyer answers the bank's challenge (`answerCheckoutChallenge`). */
  | { success: false; error: string; authentication: CardAuthenticationChallenge };

/**
 * POST /api/checkout/process. Never throws: a request that could not be sent shows what went
 * wrong, and a gateway failure may answer with an HTML page or nothing at all.
 * `idempotencyKey` must be new for each attempt: the server answers a repeated key with the first result.
 */
export async function processCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutResult> {
  const answer = await postJson(API_PATHS.checkout, request, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  return checkoutResult(answer, request.planId);
}

/**
 * POST /api/checkout/authentications/:id: the buyer's answer to the bank's challenge; the server
 * charges the waiting payment only when it is `complete`, and answers as the checkout does.
 */
export async function answerCheckoutChallenge(
  challenge: CardAuthenticationChallenge,
  action: CardAuthenticationAction,
  planId: PlanId,
): Promise<CheckoutResult> {
  return checkoutResult(await answerChallenge(API_PATHS.checkoutAuthentications, challenge, action), planId);
}

function checkoutResult(answer: ApiAnswer | NoAnswer, planId: PlanId): CheckoutResult {
  if (answer.response === null)
    return { success: false, error: answer.error.message.trim() || PAYMENT_MESSAGES.network };

  const { body } = answer;
  if (!isRecord(body)) return { success: false, error: PAYMENT_MESSAGES.serviceError };
  if (body.success === true && typeof body.transactionId === 'string' && body.transactionId !== '') {
    return {
      success: true,
      transactionId: body.transactionId,
      planId: isPlanId(body.planId) ? body.planId : planId,
    };
  }
  const authentication = challengeIn(body);
  if (authentication && answer.response.status === 202) {
    return { success: false, error: errorSentence(body) || PAYMENT_MESSAGES.failed, authentication };
  }
  return { success: false, error: errorSentence(body) || PAYMENT_MESSAGES.failed };
}
