import { createHmac } from 'node:crypto';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { signedPayload, webhookSignatureHeader } from '@northvault/contracts/webhook-signature';

/** The `Northvault-Signature` value of `body` signed with the endpoint's secret at `timestamp` (unix seconds). */
export function signWebhookBody(secret: string, body: string, timestamp: number): string {
  return signWithSecrets([secret], body, timestamp);
}

/** The header with one `v1` per secret, in order: during a roll's overlap, the new secret's and then the old one's. */
export function signWithSecrets(secrets: readonly string[], body: string, timestamp: number): string {
  const payload = signedPayload(timestamp, body);
  return webhookSignatureHeader(
    timestamp,
    ...secrets.map((secret) => createHmac('sha256', secret).update(payload).digest('hex')),
  );
}

/** Delivery attempts per event and endpoint, the first included: 3, 5 or 10 by plan. */
export function webhookAttempts(planId: PlanId): number {
  return PLANS[planId].sampleLimits.webhookRetries;
}
