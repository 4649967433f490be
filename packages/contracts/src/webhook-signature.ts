/**
 * How webhook deliveries are signed (docs/product/api.md#webhooks). The server signs with these
 * rules; the docs' signing guide prints `WEBHOOK_RECEIVER_SAMPLE`, and the backend's tests run that
 * very text as the receiver, so the guide cannot drift from what the server sends.
 */

export const WEBHOOK_SIGNATURE_HEADER = 'Northvault-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'Northvault-Event-Id';
/** Deliveries signed longer ago than this are refused by the sample, which stops replayed requests. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
/** An endpoint that has not answered 2xx within this time counts as a failed attempt. */
export const DELIVERY_TIMEOUT_SECONDS = 10;

/** After `Roll secret`, deliveries are signed with the old secret too for this long. */
export const SECRET_ROLL_OVERLAP_HOURS = 24;

/**
 * `t=1763884800,v1=<hex HMAC-SHA256 of "1763884800.<body>">`; during a roll's overlap one `v1` per
 * secret, the new secret's first: `t=…,v1=<new>,v1=<old>`.
 */
export function webhookSignatureHeader(timestamp: number, ...hexSignatures: string[]): string {
  return [`t=${timestamp}`, ...hexSignatures.map((hex) => `v1=${hex}`)].join(',');
}

/** What the signature is computed over: the timestamp, a dot, and the exact body. */
export function signedPayload(timestamp: number, body: string): string {
  return `${timestamp}.${body}`;
}

/** A receiver for Node 18 or later with no dependencies: it checks the signature before trusting a byte. */
export const WEBHOOK_RECEIVER_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';

const secret = process.env.NORTHVAULT_WEBHOOK_SECRET; // the whsec_… value returned by POST /webhooks
const toleranceSeconds = ${SIGNATURE_TOLERANCE_SECONDS};

// ${WEBHOOK_SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
// After you roll the secret, for ${SECRET_ROLL_OVERLAP_HOURS} hours there is one v1 per secret: accept any that matches.
function isAuthentic(rawBody, header) {
  const parts = String(header ?? '').split(',').map((part) => part.trim().split('='));
  const timestamp = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!timestamp || signatures.length === 0) return false;
  const age = Math.abs(Date.now() / 1000 - Number(timestamp));
  if (!(age <= toleranceSeconds)) return false; // also rejects a timestamp that is not a number

  const expected = createHmac('sha256', secret).update(\`\${timestamp}.\`).update(rawBody).digest();
  return signatures.some((signature) => {
    const received = Buffer.from(signature, 'hex');
    return received.length === expected.length && timingSafeEqual(received, expected);
  });
}

createServer((req, res) => {
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const rawBody = Buffer.concat(chunks); // the exact bytes Northvault signed: never re-serialise
    if (!isAuthentic(rawBody, req.headers['${WEBHOOK_SIGNATURE_HEADER.toLowerCase()}'])) {
      res.writeHead(400).end('Invalid signature');
      return;
    }
    const event = JSON.parse(rawBody.toString('utf8'));
    res.writeHead(204).end(); // answer first: slow handlers cause retries
    console.log(\`Received \${event.type} \${event.id}\`); // your code: deduplicate on event.id
  });
}).listen(Number(process.env.PORT ?? 3000));
`;
