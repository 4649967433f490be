import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type WebhookDisabled = Extract<EmailJob, { kind: 'webhook-disabled' }>;

/** Sent once, when an endpoint whose deliveries all failed for 3 days is disabled (docs/product/api.md#automatic-disabling). */
export function webhookDisabledEmail(job: WebhookDisabled, siteOrigin: string): EmailContent {
  const since = `${job.failingSince.slice(0, 16).replace('T', ' ')} UTC`;
  return renderBody(`Webhook endpoint disabled: ${job.webhookId}`, {
    greetingName: job.to.name || 'there',
    intro:
      'Every delivery to one of your webhook endpoints has failed for 3 days, so we disabled it: no more events are sent to it.',
    facts: [
      ['Endpoint', job.webhookId],
      ['URL', job.url],
      ['Failing since', since],
    ],
    outro:
      'Once the receiver answers again, enable the endpoint on the Webhooks tab of the Developers page: one click.',
    link: { label: 'Developers', url: `${siteOrigin}${ROUTES.accountDevelopers}` },
  });
}
