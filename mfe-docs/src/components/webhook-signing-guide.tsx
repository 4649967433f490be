import {
  DELIVERY_TIMEOUT_SECONDS,
  SECRET_ROLL_OVERLAP_HOURS,
  SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_RECEIVER_SAMPLE,
  WEBHOOK_SIGNATURE_HEADER,
} from '@northvault/contracts/webhook-signature';
import { WEBHOOK_DELIVERIES_PER_SECOND } from '@northvault/contracts/webhooks';
import { CodeBlock } from './code-block';
import { SAMPLE_DELIVERY, SAMPLE_DELIVERY_HEADERS } from '../content/webhook-delivery';

/** How a delivery looks and how to prove it came from Northvault. Headings start at h3. */
export function WebhookSigningGuide() {
  return (
    <>
      <h3>Deliveries</h3>
      <p>
        Each event is sent as a <code>POST</code> with a JSON body. Answer with any 2xx status within{' '}
        {DELIVERY_TIMEOUT_SECONDS} seconds; do the real work after answering. Any other answer, or none, is retried with
        growing delays until your plan&apos;s delivery attempts are spent. A delivery can arrive more than once, so
        deduplicate on the event <code>id</code> (also sent as <code>{WEBHOOK_EVENT_ID_HEADER}</code>).
      </p>
      <p>
        The Webhooks tab of the Developers page lists each endpoint&apos;s deliveries with every attempt: your
        receiver&apos;s status, the latency and the first 1 KB of its answer, and the next retry. There,{' '}
        <strong>Send test event</strong> delivers a signed <code>ping</code> event, and <strong>Resend</strong> sends a
        delivery again with the same event id. Deliveries to one account leave at most {WEBHOOK_DELIVERIES_PER_SECOND} a
        second, across all its endpoints; more wait their turn, none is dropped. An endpoint whose deliveries have all
        failed for 3 days is disabled and you are emailed; <strong>Enable</strong> on the tab, or{' '}
        <code>PATCH /webhooks/&#123;id&#125;</code> with <code>{'{"disabled": false}'}</code>, turns it back on.
      </p>
      <CodeBlock
        code={`${SAMPLE_DELIVERY_HEADERS}\n\n${JSON.stringify(SAMPLE_DELIVERY, null, 2)}`}
        label="webhook delivery example"
        caption="Delivery"
      />

      <h3>Verifying signatures</h3>
      <p>
        Every delivery is signed with the secret of its endpoint using HMAC-SHA256, in one header:{' '}
        <code>{WEBHOOK_SIGNATURE_HEADER}: t=&lt;timestamp&gt;,v1=&lt;signature&gt;</code>. The timestamp is in Unix
        seconds; the signature is the hex HMAC-SHA256 of the timestamp, a full stop and the raw request body exactly as
        received: <code>{'`${t}.${rawBody}`'}</code>. Each attempt is signed afresh, with its own timestamp.
      </p>
      <p>
        After <strong>Roll secret</strong>, the old secret keeps signing for {SECRET_ROLL_OVERLAP_HOURS} hours, so the
        header carries one <code>v1</code> per secret, the new one first:{' '}
        <code>t=&lt;timestamp&gt;,v1=&lt;new&gt;,v1=&lt;old&gt;</code>. Accept a delivery when any <code>v1</code>{' '}
        matches the secret your receiver holds, and deploy the new secret within the overlap.
      </p>
      <ol>
        <li>Read the raw body before any JSON parser touches it.</li>
        <li>Compute the HMAC-SHA256 of the timestamp, a full stop and the raw body with your endpoint secret.</li>
        <li>Compare it with the received signature in constant time.</li>
        <li>
          Refuse deliveries whose timestamp is more than {SIGNATURE_TOLERANCE_SECONDS} seconds from your clock, so a
          captured request cannot be replayed later.
        </li>
      </ol>
      <p>
        This receiver needs Node.js 18 or later and nothing else; Northvault&apos;s own tests run it, unchanged, against
        real deliveries.
      </p>
      <CodeBlock code={WEBHOOK_RECEIVER_SAMPLE} label="Node.js webhook verification sample" caption="receiver.mjs" />
    </>
  );
}
