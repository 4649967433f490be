import { IDEMPOTENCY_KEY_HEADER, type CheckoutRequest } from '@northvault/contracts/api';
import { PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import { isPlanId, type PlanId } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';

export type CheckoutResult =
  { success: true; transactionId: string; planId: PlanId } | { success: false; error: string };

/**
 * POST /api/checkout/process (SPEC sections 7 and 8). Never throws. The body is read as text and
 * parsed here, because a gateway failure can answer with an HTML page or nothing at all.
 * `idempotencyKey` must be new for each attempt: the server answers a repeated key with the first result.
 */
export async function processCheckout(request: CheckoutRequest, idempotencyKey: string): Promise<CheckoutResult> {
  let text: string;
  try {
    const response = await fetch(API_PATHS.checkout, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: idempotencyKey,
      },
      body: JSON.stringify(request),
    });
    text = await response.text();
  } catch (error) {
    const message = error instanceof Error ? error.message.trim() : '';
    return { success: false, error: message || PAYMENT_MESSAGES.network };
  }

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { success: false, error: PAYMENT_MESSAGES.serviceError };
  }
  if (typeof body !== 'object' || body === null) return { success: false, error: PAYMENT_MESSAGES.serviceError };

  const answer = body as Record<string, unknown>;
  if (answer.success === true && typeof answer.transactionId === 'string' && answer.transactionId !== '') {
    return {
      success: true,
      transactionId: answer.transactionId,
      planId: isPlanId(answer.planId) ? answer.planId : request.planId,
    };
  }
  const serverError = typeof answer.error === 'string' ? answer.error.trim() : '';
  return { success: false, error: serverError || PAYMENT_MESSAGES.failed };
}
