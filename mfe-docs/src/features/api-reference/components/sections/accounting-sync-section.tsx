import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import {
  ACCOUNTING_BASE_PATH,
  accountingEndpoints,
  SYNC_COMPLETED_EVENT,
} from '../../../../content/accounting-endpoints';
import { EndpointList } from '../../../../components/endpoint-list';

export function AccountingSyncSection() {
  const partner = ACCOUNTING_PARTNER.name;
  return (
    <>
      <p>
        Northvault keeps {partner} in step with your ledger. Once an organisation is connected, settled transactions are
        pushed to {partner} as bank transactions, and invoices come back so you can reconcile payments against what is
        owed.
      </p>
      <ol>
        <li>
          Connect your {partner} organisation during onboarding; it then appears in{' '}
          <code>GET {ACCOUNTING_BASE_PATH}/organizations</code>.
        </li>
        <li>
          Read invoices whenever you need them, or start a sync with <code>POST {ACCOUNTING_BASE_PATH}/sync</code>{' '}
          (Business and Enterprise).
        </li>
        <li>
          Listen for <code>{SYNC_COMPLETED_EVENT}</code> to learn when a run has finished and what it changed.
        </li>
      </ol>
      <EndpointList endpoints={accountingEndpoints(null)} plan={null} />
    </>
  );
}
