import type { Plan } from '@northvault/contracts/plans';
import { EndpointList } from '../../../../components/endpoint-list';
import { WebhookSigningGuide } from '../../../../components/webhook-signing-guide';
import { webhookEndpoints } from '../../../../content/webhook-endpoints';
import { webhookAttemptCount, webhookEndpointAllowance } from '../../../../content/webhook-delivery';
import { WebhookEventGrid } from '../webhook-event-grid';

export function PlanWebhooksSection({ plan }: { plan: Plan }) {
  return (
    <>
      <p>
        Your {plan.name} plan includes {webhookEndpointAllowance(plan)}. Each event gets {webhookAttemptCount(plan)} per
        endpoint, with growing pauses between them.
      </p>
      <h3>Available events</h3>
      <WebhookEventGrid plan={plan} />
      <EndpointList endpoints={webhookEndpoints(plan)} plan={plan} />
      <WebhookSigningGuide />
    </>
  );
}
