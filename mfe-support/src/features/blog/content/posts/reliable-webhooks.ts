import { PLANS } from '@northvault/contracts/plans';
import { bulletList, codeSample, heading, paragraph } from '../../../../content/content-block';
import type { BlogPostDraft } from '../../types/blog-post';

export const reliableWebhooks: BlogPostDraft = {
  id: 'webhook-handlers-that-never-lose-an-event',
  title: 'Webhook handlers that never lose an event',
  excerpt:
    'Webhooks arrive late, twice, or out of order. Here is how to write a handler that acknowledges quickly, processes each event exactly once and recovers from its own outages.',
  author: 'Marta Lindqvist',
  date: '2024-12-03',
  tags: ['Webhooks', 'Integration'],
  featured: false,
  content: [
    paragraph(
      'A webhook is a promise that we will tell you when something happens: a transaction settles, a payment succeeds, an account changes. Keeping that promise takes work on both sides. We retry deliveries that fail; your handler has to cope with the fact that retries exist.',
    ),
    heading('Acknowledge first, work later'),
    paragraph(
      'Your endpoint should answer with a 2xx status as soon as the event is safely stored, and do the real work in a background job. Handlers that update ledgers, send emails and call other services before answering will eventually be slow enough to time out, and a timed-out delivery is retried even if your work succeeded.',
    ),
    heading('Expect every event more than once'),
    paragraph(
      'Because a delivery is retried whenever we do not see a 2xx answer, the same event can reach you twice: for example when your server finished the work but the answer was lost on the way back. Every event carries a unique id. Store it with a unique constraint, and skip events you have already recorded:',
    ),
    codeSample(
      'typescript',
      `const secret = process.env.NORTHVAULT_WEBHOOK_SECRET;
const rawJson = express.raw({ type: 'application/json' });

app.post('/webhooks/northvault', rawJson, async (req, res) => {
  if (!hasValidSignature(req.body, req.headers, secret)) {
    return res.sendStatus(401);
  }
  const event = JSON.parse(req.body.toString('utf8'));

  // A retried delivery carries the same id: the unique key skips it.
  const isNew = await db.webhookEvents.insertIfAbsent({
    id: event.id,
    type: event.type,
    payload: event,
  });
  if (isNew) await jobs.enqueue('northvault-event', { id: event.id });

  res.sendStatus(200);
});`,
    ),
    paragraph(
      'Verify the signature against the raw body, before parsing it, using the secret you received when you registered the webhook. An endpoint that skips this check will accept events from anyone who guesses its URL.',
    ),
    heading('Do not rely on order'),
    paragraph(
      'Events can arrive out of order, especially after a retry. Treat each one as a hint that something changed, and when order matters, read the current state from the API before acting. An `account.updated` event that arrives after a newer one should not roll an account back to an older status.',
    ),
    heading('Know your retry budget'),
    paragraph(
      `A failing delivery is retried ${PLANS.starter.sampleLimits.webhookRetries} times on ${PLANS.starter.name}, ${PLANS.business.sampleLimits.webhookRetries} times on ${PLANS.business.name} and ${PLANS.enterprise.sampleLimits.webhookRetries} times on ${PLANS.enterprise.name}. When the last retry fails, we send a \`webhook.delivery.failed\` event to your other endpoints, so register at least two and alert on that event. Outages on your side then become a page to the on-call engineer, not a silent gap in your data.`,
    ),
    heading('A short checklist'),
    bulletList(
      'Verify the signature on the raw body.',
      'Store the event id under a unique constraint before doing anything else.',
      'Answer 2xx within a few seconds; process in the background.',
      'Re-read current state from the API when order matters.',
      'Alert on `webhook.delivery.failed` and replay missed events from the API after an outage.',
    ),
    paragraph(
      'None of this is specific to banking, but banking is where getting it wrong is most expensive. A handler built this way can be restarted, redeployed or taken offline for an hour without losing a single event.',
    ),
  ],
};
