import { WEBHOOK_EVENTS } from '@northvault/contracts/webhooks';
import { DataTable } from '../../../components/data-table';
import { plansGrantingLabel } from '@northvault/contracts/permissions';

export function WebhookEventsTable() {
  return (
    <DataTable
      caption="Webhook events"
      columns={['Event', 'When it fires', 'Plans']}
      rows={WEBHOOK_EVENTS.map((event) => ({
        key: event.name,
        cells: [<code key="name">{event.name}</code>, event.description, plansGrantingLabel(event.permission)],
      }))}
    />
  );
}
