import {
  type BillingOverview,
  type CardAuthenticationChallenge,
  type CancelSubscriptionRequest,
  IDEMPOTENCY_KEY_HEADER,
  type PlanChangePreview,
  type PlanChangeRequest,
  type UpdateCardRequest,
} from '@northvault/contracts/api';
import { BILLING_MESSAGES } from '@northvault/contracts/billing';
import { type CardAuthenticationAction, PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';
import { errorSentence, isRecord, postJson, readJson, type ApiAnswer, type NoAnswer } from '@northvault/ui/api-json';
import { answerChallenge, challengeIn } from '../../../utils/card-authentication';

export type BillingAnswer = { ok: true; overview: BillingOverview } | { ok: false; error: string };

function isOverview(body: unknown): body is BillingOverview {
  return isRecord(body) && 'subscription' in body && Array.isArray(body.receipts);
}

/** GET /api/billing: the signed-in account's subscription and receipts. */
export async function fetchBilling(): Promise<BillingAnswer> {
  try {
    const response = await fetch(API_PATHS.billing, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = await readJson(response);
    return response.ok && isOverview(body)
      ? { ok: true, overview: body }
      : { ok: false, error: BILLING_MESSAGES.loadFailed };
  } catch {
    return { ok: false, error: BILLING_MESSAGES.loadFailed };
  }
}

/** POST /api/billing/cancel or /resume: the new overview, or the server's sentence. */
export async function changeSubscription(
  action: 'cancel' | 'resume',
  request: CancelSubscriptionRequest = {},
): Promise<BillingAnswer> {
  const answer = await postJson(action === 'cancel' ? API_PATHS.billingCancel : API_PATHS.billingResume, request);
  if (answer.response === null) return { ok: false, error: BILLING_MESSAGES.changeFailed };
  if (answer.response.ok && isOverview(answer.body)) return { ok: true, overview: answer.body };
  return { ok: false, error: errorSentence(answer.body) || BILLING_MESSAGES.changeFailed };
}

/** `Update card`'s answer: also the bank's 3-D Secure challenge, when the card asks for one. */
export type UpdateCardAnswer =
  BillingAnswer | { ok: false; error: string; authentication: CardAuthenticationChallenge };

/**
 * POST /api/billing/card: the new overview, the bank's challenge (202: nothing saved yet), or the
 * server's sentence (a field rule, a decline). Never throws; a request that could not be sent says so.
 */
export async function updateCard(request: UpdateCardRequest): Promise<UpdateCardAnswer> {
  return updateCardAnswer(await postJson(API_PATHS.billingCard, request));
}

/** POST /api/billing/card/authentications/:id: the answer to the challenge; the card is saved when it is `complete`. */
export async function answerUpdateCardChallenge(
  challenge: CardAuthenticationChallenge,
  action: CardAuthenticationAction,
): Promise<UpdateCardAnswer> {
  return updateCardAnswer(await answerChallenge(API_PATHS.billingCardAuthentications, challenge, action));
}

function updateCardAnswer(answer: ApiAnswer | NoAnswer): UpdateCardAnswer {
  if (answer.response === null) return { ok: false, error: answer.error.message.trim() || PAYMENT_MESSAGES.network };
  if (answer.response.ok && isOverview(answer.body)) return { ok: true, overview: answer.body };
  const error = errorSentence(answer.body) || BILLING_MESSAGES.updateCardFailed;
  const authentication = challengeIn(answer.body);
  if (authentication && answer.response.status === 202) return { ok: false, error, authentication };
  return { ok: false, error };
}

export type PlanChangePreviewAnswer = { ok: true; preview: PlanChangePreview } | { ok: false; error: string };

function isPreview(body: unknown): body is PlanChangePreview {
  return (
    isRecord(body) && (body.kind === 'upgrade' || body.kind === 'downgrade') && typeof body.amountCents === 'number'
  );
}

/** GET /api/billing/plan-change?planId=…: the server's preview of a plan change. */
export async function previewPlanChange(planId: PlanId): Promise<PlanChangePreviewAnswer> {
  try {
    const response = await fetch(`${API_PATHS.billingPlanChange}?planId=${encodeURIComponent(planId)}`, {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = await readJson(response);
    if (response.ok && isPreview(body)) return { ok: true, preview: body };
    return { ok: false, error: errorSentence(body) || BILLING_MESSAGES.loadFailed };
  } catch {
    return { ok: false, error: BILLING_MESSAGES.loadFailed };
  }
}

/**
 * POST /api/billing/plan-change: an upgrade is charged now, a downgrade is scheduled. The key is
 * made once per confirmation, so a retried request is never charged twice.
 */
export async function changePlan(request: PlanChangeRequest, idempotencyKey: string): Promise<BillingAnswer> {
  const answer = await postJson(API_PATHS.billingPlanChange, request, { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey });
  if (answer.response === null) return { ok: false, error: BILLING_MESSAGES.changeFailed };
  if (answer.response.ok && isOverview(answer.body)) return { ok: true, overview: answer.body };
  return { ok: false, error: errorSentence(answer.body) || BILLING_MESSAGES.changeFailed };
}

/** DELETE /api/billing/plan-change: `Undo` of a scheduled downgrade. */
export async function undoPlanChange(): Promise<BillingAnswer> {
  try {
    const response = await fetch(API_PATHS.billingPlanChange, {
      method: 'DELETE',
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    const body = await readJson(response);
    if (response.ok && isOverview(body)) return { ok: true, overview: body };
    return { ok: false, error: errorSentence(body) || BILLING_MESSAGES.changeFailed };
  } catch {
    return { ok: false, error: BILLING_MESSAGES.changeFailed };
  }
}
