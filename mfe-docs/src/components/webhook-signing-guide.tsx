import { CodeBlock } from './code-block';
import {
  DELIVERY_TIMEOUT_SECONDS,
  NODE_VERIFICATION_SAMPLE,
  SAMPLE_DELIVERY,
  SAMPLE_DELIVERY_HEADERS,
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../content/webhook-delivery';

/** How a delivery looks and how to prove it came from Northvault. Headings start at h3. */
export function WebhookSigningGuide() {
  return (
    <>
      <h3>Deliveries</h3>
      <p>
        Each event is sent as an HTTPS <code>POST</code> with a JSON body. Answer with any 2xx status within{' '}
        {DELIVERY_TIMEOUT_SECONDS} seconds; do the real work after answering. A delivery can arrive more than once, so
        deduplicate on the event <code>id</code> (also sent as <code>{WEBHOOK_EVENT_ID_HEADER}</code>).
      </p>
      <CodeBlock
        code={`${SAMPLE_DELIVERY_HEADERS}\n\n${JSON.stringify(SAMPLE_DELIVERY, null, 2)}`}
        label="webhook delivery example"
        caption="Delivery"
      />

      <h3>Verifying signatures</h3>
      <p>
        Every delivery is signed with the secret of its endpoint using HMAC-SHA256. The signed message is the value of{' '}
        <code>{WEBHOOK_TIMESTAMP_HEADER}</code> (Unix seconds), a full stop, and the raw request body exactly as
        received: <code>{'`${timestamp}.${rawBody}`'}</code>. The hex digest is sent as{' '}
        <code>{WEBHOOK_SIGNATURE_HEADER}: sha256=&lt;digest&gt;</code>.
      </p>
      <ol>
        <li>Read the raw body before any JSON parser touches it.</li>
        <li>Compute the HMAC-SHA256 of the timestamp, a full stop and the raw body with your endpoint secret.</li>
        <li>Compare it with the received digest in constant time.</li>
        <li>
          Refuse deliveries whose timestamp is more than {SIGNATURE_TOLERANCE_SECONDS} seconds from your clock, so a
          captured request cannot be replayed later.
        </li>
      </ol>
      <CodeBlock code={NODE_VERIFICATION_SAMPLE} label="Node.js webhook verification sample" caption="webhooks.mjs" />
    </>
  );
}
