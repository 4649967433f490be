/**
 * How Northvault delivers webhook events, for the docs' examples. The signing rules and the receiver
 * sample live in the contracts package, which the server signs with and its tests run; the attempts
 * per plan come from the catalogue.
 */
import { formatLimit, type Plan } from '@northvault/contracts/plans';
import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@northvault/contracts/webhook-signature';
import { SAMPLE, sampleTransaction } from './sample-data';

const SAMPLE_TIMESTAMP = Math.floor(Date.parse(SAMPLE.createdAt) / 1000);

export const SAMPLE_DELIVERY = {
  id: SAMPLE.eventId,
  type: 'transaction.completed',
  created_at: SAMPLE.createdAt,
  data: sampleTransaction(SAMPLE.transactionId, {
    amount: 1250,
    type: 'debit',
    description: 'Payroll run March, week 2',
  }),
};

export const SAMPLE_DELIVERY_HEADERS = [
  'POST /webhooks/northvault HTTP/1.1',
  'Content-Type: application/json',
  `${WEBHOOK_EVENT_ID_HEADER}: ${SAMPLE.eventId}`,
  `${WEBHOOK_SIGNATURE_HEADER}: t=${SAMPLE_TIMESTAMP},v1=9c1e4f7a2b8d3e6f0a5c1b9d7e3f2a8c4b6d0e1f9a7c3b5d2e8f4a6c0b1d3e5f`,
].join('\n');

/** Delivery attempts per event, the first included: `3 delivery attempts`. */
export function webhookAttemptCount(plan: Plan): string {
  return `${plan.sampleLimits.webhookRetries} delivery attempts`;
}

export function webhookEndpointAllowance(plan: Plan): string {
  return plan.limits.webhooks === 'unlimited'
    ? 'unlimited endpoints'
    : `${formatLimit(plan.limits.webhooks)} endpoints`;
}
