import { DOCUMENTED_LIMITS, PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { formatLimit, formatTransactionFee, PLAN_LIST } from '@northvault/contracts/plans';
import { DataTable } from '../../../../components/data-table';
import { CodeBlock } from '../../../../components/code-block';
import { ERROR_EXAMPLE, ERROR_STATUSES } from '../../content/api-errors';
import { InlineMarkup } from '../../../../components/inline-markup';
import { SandboxBaseUrl } from '../../../../components/sandbox-base-url';

const count = (value: number) => value.toLocaleString('en-US');

export function OverviewSection() {
  return (
    <>
      <p>
        The Northvault API is a REST API over HTTPS. It lets your product open and read bank accounts, post
        transactions, keep Xero in step with your ledger, receive events by webhook and, on Enterprise, run the whole
        platform under your own brand. Requests and responses are JSON in UTF-8.
      </p>

      <h3>Base URLs</h3>
      <DataTable
        caption="Environments"
        columns={['Environment', 'Base URL', 'Use it for']}
        rows={[
          {
            key: 'production',
            cells: ['Production', <code key="url">{PUBLIC_API.baseUrl}</code>, 'Real accounts and money.'],
          },
          {
            key: 'sandbox',
            cells: [
              'Sandbox',
              <SandboxBaseUrl key="url" />,
              'Development and tests: same API, simulated money, no fees.',
            ],
          },
        ]}
      />
      <p>
        Every path in this reference is relative to a base URL, so <code>GET /banking/accounts</code> means{' '}
        <code>{PUBLIC_API.baseUrl}/banking/accounts</code>. The version is part of the path: breaking changes get a new
        version, additions (new fields, new optional parameters) do not. Ignore fields you do not know.
      </p>

      <h3>Conventions</h3>
      <ul>
        <li>
          Amounts are decimal numbers in major units (<code>1250.5</code> is 1,250.50) with an ISO 4217{' '}
          <code>currency</code>.
        </li>
        <li>
          Timestamps are ISO 8601 in UTC, for example <code>2025-03-14T09:26:53Z</code>.
        </li>
        <li>
          Lists return <code>data</code> and <code>has_more</code>; pass <code>next_cursor</code> back as{' '}
          <code>starting_after</code> to read the next page.
        </li>
        <li>
          Every response carries a <code>Request-Id</code> header; quote it when you contact support.
        </li>
      </ul>

      <h3>Documented limits</h3>
      <ul>
        <li>Transactions: at most {count(DOCUMENTED_LIMITS.transactionsPerRequest)} per request when listing.</li>
        <li>
          Invoices: up to {count(DOCUMENTED_LIMITS.invoicesPerRequest)} per request when listing, unless your plan sets
          its own cap (see below).
        </li>
        <li>Minimum initial deposit when opening an account: {DOCUMENTED_LIMITS.minimumInitialDeposit.toFixed(2)}.</li>
        <li>Minimum transaction amount: {DOCUMENTED_LIMITS.minimumTransactionAmount}.</li>
        <li>Bearer tokens expire {count(TIMINGS.sampleTokenExpirySeconds)} seconds after they are issued.</li>
      </ul>
      <p>Your plan sets the monthly allowances and its own per-request caps:</p>
      <DataTable
        caption="Limits by plan"
        columns={['Limit', ...PLAN_LIST.map((plan) => plan.name)]}
        rows={[
          {
            key: 'transactions',
            cells: ['Transactions per month', ...PLAN_LIST.map((p) => formatLimit(p.limits.transactions))],
          },
          { key: 'calls', cells: ['API calls per month', ...PLAN_LIST.map((p) => formatLimit(p.limits.apiCalls))] },
          {
            key: 'webhooks',
            cells: ['Webhook endpoints', ...PLAN_LIST.map((p) => formatLimit(p.limits.webhooks))],
          },
          {
            key: 'accounts',
            cells: ['Accounts', ...PLAN_LIST.map((p) => formatLimit(p.sampleLimits.maxAccounts))],
          },
          {
            key: 'results',
            cells: [
              'Transactions per request',
              ...PLAN_LIST.map((p) => count(p.sampleLimits.transactionResultsPerRequest)),
            ],
          },
          {
            key: 'invoices',
            cells: ['Invoices per request', ...PLAN_LIST.map((p) => count(p.sampleLimits.invoicesPerRequest))],
          },
          {
            key: 'history',
            cells: [
              'Invoice history',
              ...PLAN_LIST.map((p) =>
                p.sampleLimits.invoiceHistoryDays === null ? 'Full' : `Last ${p.sampleLimits.invoiceHistoryDays} days`,
              ),
            ],
          },
          {
            key: 'fee',
            cells: ['Transaction fee', ...PLAN_LIST.map(formatTransactionFee)],
          },
          {
            key: 'retries',
            cells: ['Webhook delivery attempts', ...PLAN_LIST.map((p) => String(p.sampleLimits.webhookRetries))],
          },
          { key: 'support', cells: ['Support', ...PLAN_LIST.map((p) => p.limits.support)] },
        ]}
      />

      <h3>Errors</h3>
      <p>
        A failed call answers a 4xx or 5xx status with an <code>error</code> object. Branch on <code>error.code</code>,
        which is stable; <code>error.message</code> is for people and may change.
      </p>
      <CodeBlock code={JSON.stringify(ERROR_EXAMPLE, null, 2)} label="error response example" caption="422 error" />
      <DataTable
        caption="Status codes"
        columns={['Status', 'Meaning', 'What to do']}
        rows={ERROR_STATUSES.map(({ status, meaning, action }) => ({
          key: status,
          cells: [status, <InlineMarkup key="meaning" text={meaning} />, <InlineMarkup key="action" text={action} />],
        }))}
      />
    </>
  );
}
