import { PLAN_LIST } from '@northvault/contracts/plans';
import { DataTable } from '../../../components/data-table';
import { webhookEndpointAllowance } from '../../../content/webhook-delivery';

/** Attempts per event and endpoint, the first included, with growing pauses between them. */
export function WebhookRetriesTable() {
  return (
    <DataTable
      caption="Webhook delivery by plan"
      columns={['Plan', 'Delivery attempts', 'Endpoints']}
      rows={PLAN_LIST.map((plan) => ({
        key: plan.id,
        cells: [plan.name, String(plan.sampleLimits.webhookRetries), webhookEndpointAllowance(plan)],
      }))}
    />
  );
}
