import { IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { planGrants, plansGranting } from '@northvault/contracts/permissions';
import { formatLimit, PLAN_LIST, PLANS, type Plan } from '@northvault/contracts/plans';
import { amountTooSmallMessage, limitTooLargeMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import type { EndpointDoc, JsonValue } from './endpoint';
import { SAMPLE, SAMPLE_CUSTOM_FIELDS, sampleAccount, sampleTransaction } from './sample-data';

/** `Starter 3, Business 10, Enterprise Unlimited`: one figure per plan, in catalogue order. */
export function perPlan(figure: (plan: Plan) => string): string {
  return PLAN_LIST.map((plan) => `${plan.name} ${figure(plan)}`).join(', ');
}

export function formatFee(fee: number): string {
  return fee.toFixed(2);
}

const CUSTOM_FIELDS_NOTE =
  'Enterprise only: `custom_fields` takes string keys and values of your own (for example your internal ledger code); they come back on every read and in webhook payloads.';

const { maxKeys, maxKeyLength, maxValueLength } = DOCUMENTED_LIMITS.customFields;

/** The `custom_fields` parameter of a create call, with its limits. */
const CUSTOM_FIELDS_PARAMETER = {
  name: 'custom_fields',
  in: 'body' as const,
  type: 'object',
  required: false,
  description: `Your own string keys and values: up to ${maxKeys} keys of 1 to ${maxKeyLength} characters, each value a string of up to ${maxValueLength} characters. Enterprise only.`,
};

/** What the general reference adds for the plans without custom fields: the refusal they get. */
const CUSTOM_FIELDS_REFUSAL = `Starter and Business: sending \`custom_fields\` at all answers 403 \`plan_upgrade_required\`, "${SANDBOX_MESSAGES.customFieldsEnterpriseOnly}" (for a bulk post, the whole call, before any item posts).`;

/** `plan` is the reader's plan in plan docs, `null` in the general reference. */
export function bankingEndpoints(plan: Plan | null): EndpointDoc[] {
  const examplePlan = plan ?? PLANS.business;
  const maxResults = plan ? plan.sampleLimits.transactionResultsPerRequest : DOCUMENTED_LIMITS.transactionsPerRequest;
  const minDeposit = DOCUMENTED_LIMITS.minimumInitialDeposit;
  const minAmount = DOCUMENTED_LIMITS.minimumTransactionAmount;
  // The general reference describes custom fields; only the plan that has them sends them in its examples,
  // since the general examples are what every plan's subscriber can run.
  const withCustomFields = plan === null || planGrants(plan.id, 'custom_fields');
  const sendsCustomFields = plan !== null && planGrants(plan.id, 'custom_fields');
  const sentFields: Readonly<Record<string, JsonValue>> = sendsCustomFields
    ? { custom_fields: SAMPLE_CUSTOM_FIELDS }
    : {};
  /** The custom fields an example answer shows: those sent, `{}` for others, none where the plan has none. */
  const answered = (fields: Readonly<Record<string, string>>) => (sendsCustomFields ? fields : undefined);
  const customFieldsNotes = [
    ...(withCustomFields ? [CUSTOM_FIELDS_NOTE] : []),
    ...(plan === null ? [CUSTOM_FIELDS_REFUSAL] : []),
  ];

  const accountCap = plan
    ? `Your ${plan.name} plan holds up to ${formatLimit(plan.sampleLimits.maxAccounts)} accounts.`
    : `Accounts per organisation: ${perPlan((p) => formatLimit(p.sampleLimits.maxAccounts))}.`;
  const resultCap = plan
    ? `\`limit\` goes up to ${maxResults.toLocaleString('en-US')} on the ${plan.name} plan; a larger value answers 400 \`limit_too_large\`: "${limitTooLargeMessage(plan.id, maxResults)}"`
    : `\`limit\` goes up to ${maxResults.toLocaleString('en-US')} per request. Plans cap it lower: ${perPlan((p) => p.sampleLimits.transactionResultsPerRequest.toLocaleString('en-US'))}.`;
  const bulkCap = plan
    ? `${plan.sampleLimits.transactionResultsPerRequest.toLocaleString('en-US')} items on the ${plan.name} plan`
    : `${plansGranting('transactions:bulk')
        .map((p) => `${p.name} ${p.sampleLimits.transactionResultsPerRequest.toLocaleString('en-US')}`)
        .join(', ')} items`;
  const feeNote = plan
    ? `Each transaction carries a flat fee of ${formatFee(plan.sampleLimits.transactionFee)} in the account currency on the ${plan.name} plan, returned as \`fee\` and charged to the account with the amount.`
    : `Each transaction carries a flat fee in the account currency, returned as \`fee\` and charged to the account with the amount: ${perPlan((p) => formatFee(p.sampleLimits.transactionFee))}.`;

  return [
    {
      id: 'get-banking-accounts',
      method: 'GET',
      path: '/banking/accounts',
      title: 'List accounts',
      description: 'Returns the accounts of your organisation with their current balance, newest first.',
      authenticated: true,
      permission: 'accounts:read',
      parameters: [
        {
          name: 'status',
          in: 'query',
          type: "'active' | 'frozen' | 'closed'",
          required: false,
          description: 'Only accounts in this status. All statuses when omitted.',
        },
      ],
      exampleQuery: { status: 'active' },
      response: {
        status: 200,
        body: {
          data: [
            sampleAccount(SAMPLE.checkingAccountId, 'checking', 48_250.75, answered({})),
            sampleAccount(SAMPLE.savingsAccountId, 'savings', 120_000, answered({})),
          ],
          has_more: false,
        },
      },
      notes: [accountCap],
    },
    {
      id: 'post-banking-accounts',
      method: 'POST',
      path: '/banking/accounts',
      title: 'Create an account',
      description:
        'Opens a new account for your organisation and funds it with an initial deposit from your settlement balance. The account is usable as soon as the call returns.',
      authenticated: true,
      permission: 'accounts:write',
      parameters: [
        {
          name: 'account_type',
          in: 'body',
          type: "'checking' | 'savings'",
          required: true,
          description: 'Checking accounts send and receive payments; savings accounts only receive transfers.',
        },
        {
          name: 'currency',
          in: 'body',
          type: 'string',
          required: false,
          description: 'ISO 4217 code of the account currency. Defaults to USD.',
        },
        {
          name: 'initial_deposit',
          in: 'body',
          type: 'number',
          required: true,
          description: `Opening balance in the account currency; at least ${minDeposit.toFixed(2)}.`,
        },
        ...(withCustomFields ? [CUSTOM_FIELDS_PARAMETER] : []),
      ],
      exampleBody: {
        account_type: 'checking',
        currency: SAMPLE.currency,
        initial_deposit: SAMPLE.initialDeposit,
        ...sentFields,
      },
      response: {
        status: 201,
        body: sampleAccount(SAMPLE.newAccountId, 'checking', SAMPLE.initialDeposit, answered(SAMPLE_CUSTOM_FIELDS)),
      },
      notes: [
        `The minimum initial deposit is ${minDeposit.toFixed(2)}; less answers 422 \`deposit_too_small\`.`,
        accountCap,
        `Starter plans get their accounts opened for them and cannot create accounts through the API: 403 \`plan_upgrade_required\`, "${SANDBOX_MESSAGES.starterCannotCreateAccounts}"`,
        ...customFieldsNotes,
      ],
    },
    {
      id: 'get-banking-transactions',
      method: 'GET',
      path: '/banking/transactions',
      title: 'List transactions',
      description:
        'Returns the transactions of one account, newest first, a page at a time. Follow `next_cursor` while `has_more` is true.',
      authenticated: true,
      permission: 'transactions:read',
      parameters: [
        { name: 'account_id', in: 'query', type: 'string', required: true, description: 'The account to read.' },
        {
          name: 'limit',
          in: 'query',
          type: 'integer',
          required: false,
          description: `Results per page, 1 to ${maxResults.toLocaleString('en-US')}.`,
        },
        {
          name: 'starting_after',
          in: 'query',
          type: 'string',
          required: false,
          description: 'The `next_cursor` of the previous page.',
        },
        {
          name: 'status',
          in: 'query',
          type: "'pending' | 'completed' | 'failed'",
          required: false,
          description: 'Only transactions in this status.',
        },
      ],
      exampleQuery: { account_id: SAMPLE.checkingAccountId, limit: Math.min(50, maxResults), status: 'completed' },
      response: {
        status: 200,
        body: {
          data: [
            sampleTransaction(SAMPLE.transactionId, {
              amount: 1250,
              type: 'debit',
              description: 'Payroll run March, week 2',
              customFields: answered(SAMPLE_CUSTOM_FIELDS),
            }),
            sampleTransaction(SAMPLE.previousTransactionId, {
              amount: 8400.5,
              type: 'credit',
              description: 'Invoice INV-0142 paid by Globex',
              customFields: answered({}),
            }),
          ],
          has_more: true,
          next_cursor: SAMPLE.previousTransactionId,
        },
      },
      notes: [resultCap],
    },
    {
      id: 'post-banking-transactions',
      method: 'POST',
      path: '/banking/transactions',
      title: 'Create a transaction',
      description:
        'Posts a debit or a credit to one of your accounts. In the sandbox it settles at once: the answer says `completed`, and the `transaction.completed` webhook goes to your endpoints that subscribe to it.',
      authenticated: true,
      permission: 'transactions:write',
      parameters: [
        {
          name: IDEMPOTENCY_KEY_HEADER,
          in: 'header',
          type: 'string',
          required: false,
          description:
            'A unique key (a UUID) per transaction. A retry with the same key returns the first result instead of posting twice.',
        },
        { name: 'account_id', in: 'body', type: 'string', required: true, description: 'The account to post to.' },
        {
          name: 'amount',
          in: 'body',
          type: 'number',
          required: true,
          description: `Positive amount in major units (dollars, not cents); at least ${minAmount}.`,
        },
        {
          name: 'currency',
          in: 'body',
          type: 'string',
          required: true,
          description: 'ISO 4217 code; must match the account currency.',
        },
        { name: 'type', in: 'body', type: "'debit' | 'credit'", required: true, description: 'Money out or in.' },
        {
          name: 'description',
          in: 'body',
          type: 'string',
          required: false,
          description: 'Shown on statements and synced to your accounting software.',
        },
        ...(withCustomFields ? [CUSTOM_FIELDS_PARAMETER] : []),
      ],
      // A key of its own where the example sends custom fields: the same key with another body is refused, and
      // a reader may run the general example and Enterprise's one after the other.
      exampleHeaders: {
        [IDEMPOTENCY_KEY_HEADER]: sendsCustomFields ? SAMPLE.customFieldsIdempotencyKey : SAMPLE.idempotencyKey,
      },
      exampleBody: {
        account_id: SAMPLE.checkingAccountId,
        amount: 1250,
        currency: SAMPLE.currency,
        type: 'debit',
        description: 'Payroll run March, week 2',
        ...sentFields,
      },
      response: {
        status: 201,
        body: {
          ...sampleTransaction(SAMPLE.transactionId, {
            amount: 1250,
            type: 'debit',
            description: 'Payroll run March, week 2',
            customFields: answered(SAMPLE_CUSTOM_FIELDS),
          }),
          fee: examplePlan.sampleLimits.transactionFee,
        },
      },
      notes: [
        `The minimum amount is ${minAmount}; less answers 422 \`amount_too_small\`: "${amountTooSmallMessage(minAmount)}"`,
        feeNote,
        `A debit the balance cannot cover with its fee answers 422 \`insufficient_funds\`; a currency other than the account's answers 400 naming \`currency\`.`,
        `Each calendar month (UTC) holds your plan's transactions: ${perPlan((p) => formatLimit(p.limits.transactions))}. Past it the answer is 429 \`quota_exceeded\`, naming the quota.`,
        ...(plan === null || planGrants(plan.id, 'transactions:bulk')
          ? [
              `Business and Enterprise: bulk operations. Send \`{ "transactions": [ … ] }\` with one object per transaction to post several in one call, up to ${bulkCap}. The answer is 200 \`{ "data": [ … ] }\`: one result per item, in the same order, each with its own \`status\` and either the \`transaction\` (201) or the \`error\` a single post would answer; items that fail post nothing and the others still post. With an \`${IDEMPOTENCY_KEY_HEADER}\`, a retried call answers every item again and posts none twice. Starter: 403 \`plan_upgrade_required\`, "${SANDBOX_MESSAGES.starterCannotBulk}"`,
            ]
          : []),
        ...customFieldsNotes,
      ],
    },
  ];
}
