import { bankingEndpoints } from '../../../../content/banking-endpoints';
import { EndpointList } from '../../../../components/endpoint-list';

export function BankingSection() {
  return (
    <>
      <p>
        Accounts hold money for your organisation and its customers; transactions move it. Balances are updated as
        transactions settle, so a read after <code>transaction.completed</code> always reflects the new balance.
      </p>
      <EndpointList endpoints={bankingEndpoints(null)} plan={null} />
    </>
  );
}
