import { webhookEndpoints } from '../../../../content/webhook-endpoints';
import { EndpointList } from '../../../../components/endpoint-list';
import { WebhookEventsTable } from '../webhook-events-table';
import { WebhookRetriesTable } from '../webhook-retries-table';
import { WebhookSigningGuide } from '../../../../components/webhook-signing-guide';

export function WebhooksSection() {
  return (
    <>
      <p>
        Webhooks push events to your server as they happen, so you do not have to poll. Register an endpoint, store its
        secret, verify every delivery, then act on it.
      </p>
      <EndpointList endpoints={webhookEndpoints(null)} plan={null} />

      <h3>Events</h3>
      <p>Your plan decides which events you can subscribe to.</p>
      <WebhookEventsTable />
      <WebhookSigningGuide />

      <h3>Retries</h3>
      <p>
        A delivery fails when your endpoint answers anything but 2xx, or does not answer in time. Northvault then tries
        again with exponentially growing pauses, up to the delivery attempts of your plan, the first one included.
      </p>
      <WebhookRetriesTable />
    </>
  );
}
