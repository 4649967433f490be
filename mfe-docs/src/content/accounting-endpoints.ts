import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import type { Plan } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { limitTooLargeMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import type { EndpointDoc } from './endpoint';
import { perPlan } from './banking-endpoints';
import { SAMPLE } from './sample-data';

const partner = ACCOUNTING_PARTNER.name;
export const ACCOUNTING_BASE_PATH = `/${ACCOUNTING_PARTNER.id}`;
export const SYNC_COMPLETED_EVENT = `${ACCOUNTING_PARTNER.id}.sync.completed`;

function invoiceHistory(plan: Plan): string {
  return plan.sampleLimits.invoiceHistoryDays === null
    ? 'the full invoice history'
    : `invoices from the last ${plan.sampleLimits.invoiceHistoryDays} days only`;
}

/** `plan` is the reader's plan in plan docs, `null` in the general reference. */
export function accountingEndpoints(plan: Plan | null): EndpointDoc[] {
  const maxInvoices = plan ? plan.sampleLimits.invoicesPerRequest : DOCUMENTED_LIMITS.invoicesPerRequest;
  const invoiceCap = plan
    ? `\`limit\` goes up to ${maxInvoices.toLocaleString('en-US')} invoices per request on the ${plan.name} plan, which reads ${invoiceHistory(plan)}; a larger value answers 400 \`limit_too_large\`: "${limitTooLargeMessage(plan.id, maxInvoices)}"`
    : `\`limit\` goes up to ${maxInvoices.toLocaleString('en-US')} invoices per request. Per plan: ${perPlan((p) => `${p.sampleLimits.invoicesPerRequest.toLocaleString('en-US')} (${invoiceHistory(p)})`)}.`;

  return [
    {
      id: `get-${ACCOUNTING_PARTNER.id}-organizations`,
      method: 'GET',
      path: `${ACCOUNTING_BASE_PATH}/organizations`,
      title: `List connected ${partner} organisations`,
      description: `Returns the ${partner} organisations (tenants) connected to your Northvault organisation. Use an \`id\` from here in every other accounting call.`,
      authenticated: true,
      permission: 'xero:read',
      parameters: [],
      response: {
        status: 200,
        body: {
          data: [
            {
              id: SAMPLE.xeroTenantId,
              name: 'Acme Payroll Ltd',
              base_currency: SAMPLE.currency,
              country_code: 'US',
              connected_at: '2025-01-06T15:02:11Z',
              last_synced_at: SAMPLE.updatedAt,
            },
          ],
        },
      },
    },
    {
      id: `get-${ACCOUNTING_PARTNER.id}-invoices`,
      method: 'GET',
      path: `${ACCOUNTING_BASE_PATH}/invoices`,
      title: `List ${partner} invoices`,
      description: `Reads sales and purchase invoices from a connected ${partner} organisation, most recently updated first, so you can match incoming payments to what is owed.`,
      authenticated: true,
      permission: 'xero:read',
      parameters: [
        {
          name: 'organization_id',
          in: 'query',
          type: 'string',
          required: true,
          description: `The ${partner} organisation, from List connected organisations.`,
        },
        {
          name: 'status',
          in: 'query',
          type: "'DRAFT' | 'AUTHORISED' | 'PAID' | 'VOIDED'",
          required: false,
          description: `Only invoices in this ${partner} status.`,
        },
        {
          name: 'modified_since',
          in: 'query',
          type: 'string (ISO 8601)',
          required: false,
          description: 'Only invoices changed after this moment: use it for incremental reads.',
        },
        {
          name: 'limit',
          in: 'query',
          type: 'integer',
          required: false,
          description: `Invoices per page, 1 to ${maxInvoices.toLocaleString('en-US')}.`,
        },
        {
          name: 'starting_after',
          in: 'query',
          type: 'string',
          required: false,
          description: 'The `next_cursor` of the previous page.',
        },
      ],
      exampleQuery: { organization_id: SAMPLE.xeroTenantId, status: 'AUTHORISED', limit: Math.min(100, maxInvoices) },
      response: {
        status: 200,
        body: {
          data: [
            {
              id: SAMPLE.invoiceId,
              invoice_number: 'INV-0142',
              type: 'ACCREC',
              contact: { name: 'Globex Corporation' },
              status: 'AUTHORISED',
              currency: SAMPLE.currency,
              total: 8400.5,
              amount_due: 8400.5,
              date: '2025-03-01',
              due_date: '2025-03-31',
              updated_at: SAMPLE.updatedAt,
            },
          ],
          has_more: false,
          next_cursor: null,
        },
      },
      notes: [invoiceCap],
    },
    {
      id: `post-${ACCOUNTING_PARTNER.id}-sync`,
      method: 'POST',
      path: `${ACCOUNTING_BASE_PATH}/sync`,
      title: `Start a ${partner} sync`,
      description: `Synchronises your Northvault ledger with a ${partner} organisation: bank transactions are pushed to ${partner}, invoices and contacts are pulled back. The sandbox has no ${partner} behind it, so its runs finish at once and answer \`completed\`; the organisation's \`last_synced_at\` moves to the run's time.`,
      authenticated: true,
      permission: 'xero:sync',
      parameters: [
        {
          name: 'organization_id',
          in: 'body',
          type: 'string',
          required: true,
          description: `The ${partner} organisation to sync with.`,
        },
        {
          name: 'entities',
          in: 'body',
          type: "Array<'bank_transactions' | 'invoices' | 'contacts'>",
          required: false,
          description: 'What to synchronise. All three when omitted.',
        },
        {
          name: 'since',
          in: 'body',
          type: 'string (ISO 8601)',
          required: false,
          description: 'Only records changed after this moment. Defaults to the end of the last successful run.',
        },
        {
          name: 'priority',
          in: 'body',
          type: "'normal' | 'high'",
          required: false,
          description: 'High-priority runs go ahead of the normal queue, for month-end closes. Defaults to normal.',
        },
      ],
      exampleBody: {
        organization_id: SAMPLE.xeroTenantId,
        entities: ['bank_transactions', 'invoices'],
        priority: 'high',
      },
      response: {
        status: 202,
        body: {
          id: SAMPLE.syncId,
          organization_id: SAMPLE.xeroTenantId,
          entities: ['bank_transactions', 'invoices'],
          priority: 'high',
          status: 'completed',
          created_at: SAMPLE.createdAt,
        },
      },
      notes: [
        `Business and Enterprise only: Starter plans answer 403 \`plan_upgrade_required\`, "${SANDBOX_MESSAGES.starterCannotSync}"`,
      ],
    },
  ];
}
