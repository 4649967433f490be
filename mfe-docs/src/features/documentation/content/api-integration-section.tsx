import { Fragment } from 'react';
import { Link } from 'react-router-dom';
import { DOCUMENTED_LIMITS, PUBLIC_API } from '@northvault/contracts/business';
import { formatLimit, formatPrice, PLAN_LIST, PLANS } from '@northvault/contracts/plans';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { DataTable } from '../../../components/data-table';
import { planCapabilities } from '../../../content/plan-capabilities';
import { SandboxBaseUrl } from '../../../components/sandbox-base-url';

const count = (value: number) => value.toLocaleString('en-US');

export function ApiIntegrationSection() {
  return (
    <>
      <p>
        All endpoints live under <code>{PUBLIC_API.baseUrl}</code> (sandbox: <SandboxBaseUrl />) and take the same two
        headers: <code>Authorization: Bearer &lt;token&gt;</code> and <code>{PUBLIC_API.planHeader}</code>. A typical
        integration uses them in this order:
      </p>
      <ol>
        <li>
          <Link to={`${ROUTES.apiDocs}#banking`}>Banking API</Link>: list accounts, open new ones, post and read
          transactions.
        </li>
        <li>
          <Link to={`${ROUTES.apiDocs}#webhooks`}>Webhooks</Link>: learn when transactions settle instead of polling.
        </li>
        <li>
          <Link to={`${ROUTES.apiDocs}#${ACCOUNTING_PARTNER.id}-integration`}>{ACCOUNTING_PARTNER.name} sync</Link>:
          reconcile payments against invoices.
        </li>
        <li>
          <Link to={`${ROUTES.apiDocs}#white-label`}>White-Label API</Link> (Enterprise): deploy your branded platform.
        </li>
      </ol>

      <h3>Plan limits</h3>
      <p>Monthly allowances reset on your billing date. A call beyond them answers 429 until the next month.</p>
      <DataTable
        caption="Monthly allowances by plan"
        columns={['Plan', 'Price', 'Transactions / month', 'API calls / month', 'Webhook endpoints', 'Support']}
        rows={PLAN_LIST.map((plan) => ({
          key: plan.id,
          cells: [
            plan.name,
            `${formatPrice(plan)}${plan.period}`,
            formatLimit(plan.limits.transactions),
            formatLimit(plan.limits.apiCalls),
            formatLimit(plan.limits.webhooks),
            plan.limits.support,
          ],
        }))}
      />
      <p>Requests are bounded too; your plan’s API documentation lists its own per-request caps.</p>
      <ul>
        <li>listing transactions returns at most {count(DOCUMENTED_LIMITS.transactionsPerRequest)} per request;</li>
        <li>
          listing invoices returns up to {count(DOCUMENTED_LIMITS.invoicesPerRequest)} per request by default (Starter:{' '}
          {count(PLANS.starter.sampleLimits.invoicesPerRequest)}; Business and Enterprise:{' '}
          {count(PLANS.business.sampleLimits.invoicesPerRequest)});
        </li>
        <li>
          a new account needs an initial deposit of at least {DOCUMENTED_LIMITS.minimumInitialDeposit.toFixed(2)};
        </li>
        <li>a transaction must be at least {DOCUMENTED_LIMITS.minimumTransactionAmount}.</li>
      </ul>

      <h3>What each plan includes</h3>
      {PLAN_LIST.map((plan) => {
        const { benefits, limitations } = planCapabilities(plan.id);
        return (
          <Fragment key={plan.id}>
            <h4>
              <Link to={planApiDocsPath(plan.id)}>{plan.name} API documentation</Link>
            </h4>
            <ul>
              {benefits.map((benefit) => (
                <li key={benefit}>{benefit}</li>
              ))}
              {limitations.map((limitation) => (
                <li key={limitation}>{limitation}</li>
              ))}
            </ul>
          </Fragment>
        );
      })}
    </>
  );
}
