import { createHmac } from 'node:crypto';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { signedPayload, webhookSignatureHeader } from '@northvault/contracts/webhook-signature';

/** The `Northvault-Signature` value of `body` signed with the endpoint's secret at `timestamp` (unix seconds). */
export function signWebhookBody(secret: string, body: string, timestamp: number): string {
  const hex = createHmac('sha256', secret).update(signedPayload(timestamp, body)).digest('hex');
  return webhookSignatureHeader(timestamp, hex);
}

/** Delivery attempts per event and endpoint, the first included: 3, 5 or 10 by plan. */
export function webhookAttempts(planId: PlanId): number {
  return PLANS[planId].sampleLimits.webhookRetries;
}
