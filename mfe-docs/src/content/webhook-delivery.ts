/**
 * How Northvault delivers and signs webhook events. Only the docs quote these, so they live
 * here rather than in the contracts package; the retry counts per plan come from the catalogue.
 */
import { formatLimit, type Plan } from '@northvault/contracts/plans';
import { SAMPLE, sampleTransaction } from './sample-data';

export const WEBHOOK_SIGNATURE_HEADER = 'Northvault-Signature';
export const WEBHOOK_TIMESTAMP_HEADER = 'Northvault-Timestamp';
export const WEBHOOK_EVENT_ID_HEADER = 'Northvault-Event-Id';
/** Deliveries older than this are refused by the sample, which stops replayed requests. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** An endpoint that has not answered 2xx within this time counts as a failed attempt. */
export const DELIVERY_TIMEOUT_SECONDS = 10;

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
  `${WEBHOOK_TIMESTAMP_HEADER}: ${SAMPLE_TIMESTAMP}`,
  `${WEBHOOK_SIGNATURE_HEADER}: sha256=9c1e4f7a2b8d3e6f0a5c1b9d7e3f2a8c4b6d0e1f9a7c3b5d2e8f4a6c0b1d3e5f`,
].join('\n');

export function webhookRetryCount(plan: Plan): string {
  return `${plan.sampleLimits.webhookRetries} retries`;
}

export function webhookEndpointAllowance(plan: Plan): string {
  return plan.limits.webhooks === 'unlimited'
    ? 'unlimited endpoints'
    : `${formatLimit(plan.limits.webhooks)} endpoints`;
}

/** An Express receiver that checks the signature before trusting a byte of the payload. */
export const NODE_VERIFICATION_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';
import express from 'express';

const secret = process.env.NORTHVAULT_WEBHOOK_SECRET; // the whsec_… value returned by POST /webhooks
const toleranceSeconds = ${SIGNATURE_TOLERANCE_SECONDS};

function isAuthentic(rawBody, timestamp, signature) {
  if (!timestamp || !signature?.startsWith('sha256=')) return false;
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= toleranceSeconds)) return false; // also rejects a timestamp that is not a number

  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\`).update(rawBody).digest();
  const received = Buffer.from(signature.slice('sha256='.length), 'hex');
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const app = express();

// express.raw keeps the exact bytes Northvault signed; parsed and re-serialised JSON would not match.
app.post('/webhooks/northvault', express.raw({ type: 'application/json' }), (req, res) => {
  const timestamp = req.get('${WEBHOOK_TIMESTAMP_HEADER}');
  const signature = req.get('${WEBHOOK_SIGNATURE_HEADER}');
  if (!isAuthentic(req.body, timestamp, signature)) return res.status(400).send('Invalid signature');

  const event = JSON.parse(req.body.toString('utf8'));
  res.sendStatus(204); // answer first: slow handlers cause retries
  queueForProcessing(event); // your code; deduplicate on event.id, deliveries can repeat
});

app.listen(3000);
`;
