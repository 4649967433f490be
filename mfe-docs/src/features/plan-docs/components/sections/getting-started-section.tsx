import { PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { formatLimit, formatTransactionFee, type Plan } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { DataTable } from '../../../../components/data-table';
import { EndpointRequestExample } from '../../../../components/endpoint-request-example';
import { authEndpoints } from '../../../../content/auth-endpoints';
import { planCapabilities } from '../../../../content/plan-capabilities';
import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { ApiKeyHeaders } from '../../../../components/api-key-headers';
import { useOwnApiKey } from '../../../../hooks/use-own-api-key';
import { SandboxBaseUrl } from '../../../../components/sandbox-base-url';

const count = (value: number) => value.toLocaleString('en-US');

export function GettingStartedSection({ plan }: { plan: Plan }) {
  const { benefits, limitations } = planCapabilities(plan.id);
  const limits = plan.sampleLimits;
  const currentUser = authEndpoints(plan).find((endpoint) => endpoint.id === 'get-auth-user')!;
  const own = useOwnApiKey();
  return (
    <>
      <h3>Base URL</h3>
      <p>
        Production: <code>{PUBLIC_API.baseUrl}</code>
        <br />
        Sandbox: <SandboxBaseUrl />
      </p>

      <h3>Authentication</h3>
      <p>
        Create a secret API key on <Link to={ROUTES.accountDevelopers}>Developers</Link> and send it, with your plan
        type, on every call (bearer-key authentication):
      </p>
      <ApiKeyHeaders own={own} planId={plan.id} />
      <p>
        Or sign in with <code>POST /auth/login</code> using your subscription email and the password you set during
        account setup, and send the bearer token it returns (valid {count(TIMINGS.sampleTokenExpirySeconds)} seconds) in
        place of the key.
      </p>
      <p>Check your setup by asking who you are:</p>
      <EndpointRequestExample endpoint={currentUser} audience={{ planId: plan.id }} />

      <h3>Your plan’s limits</h3>
      <DataTable
        caption={`${plan.name} plan sample limits`}
        columns={['Limit', plan.name]}
        rows={[
          { key: 'accounts', cells: ['Accounts', formatLimit(limits.maxAccounts)] },
          {
            key: 'results',
            cells: ['Transaction results per request', count(limits.transactionResultsPerRequest)],
          },
          {
            key: 'invoices',
            cells: [`${ACCOUNTING_PARTNER.name} invoices per request`, count(limits.invoicesPerRequest)],
          },
          {
            key: 'history',
            cells: [
              'Invoice history',
              limits.invoiceHistoryDays === null ? 'Full history' : `Last ${limits.invoiceHistoryDays} days`,
            ],
          },
          { key: 'fee', cells: ['Transaction fee', formatTransactionFee(plan)] },
          { key: 'retries', cells: ['Webhook delivery attempts', String(limits.webhookRetries)] },
          { key: 'permissions', cells: ['Permissions', plan.permissions.join(', ')] },
        ]}
      />

      <h3>What your plan includes</h3>
      <ul>
        {benefits.map((benefit) => (
          <li key={benefit}>{benefit}</li>
        ))}
      </ul>
      {limitations.length > 0 && (
        <>
          <h3>Not included in {plan.name}</h3>
          <ul>
            {limitations.map((limitation) => (
              <li key={limitation}>{limitation}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
