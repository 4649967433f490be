/**
 * The fictional customer every example is written for, so ids and amounts line up from one
 * call to the next (the account listed is the account a transaction is posted to).
 */
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';

export const SAMPLE = {
  email: 'treasury@acme-payroll.example',
  name: 'Ada Okafor',
  userId: 'usr_4Jd8s2KqLm',
  organizationId: 'org_acme_payroll',
  checkingAccountId: 'acc_7Hq2LxN4pR',
  savingsAccountId: 'acc_2Vb9TcW6sE',
  newAccountId: 'acc_9Zr5YuP3kD',
  transactionId: 'txn_3Fk9QwE1yZ',
  previousTransactionId: 'txn_8Mn2RdS5hA',
  xeroTenantId: '6a1f4c2e-93b7-4d58-a0e1-2c7f9b8d4e36',
  invoiceId: 'b7e3d1f0-5a2c-4e89-9f16-3d8c0a7b2e54',
  syncId: 'sync_5Tg7HjK2wQ',
  webhookId: 'wh_6Pq1ZxC8vB',
  webhookSecret: 'whsec_3b9f0d7c1e5a4f2b8c6d0e9a7f1b3c5d',
  eventId: 'evt_1Ls4NbV7mX',
  whiteLabelConfigId: 'WLC-2KD8FH4JQ9',
  whiteLabelVersionId: 'WLV-7RT3YW6UE1',
  requestId: 'req_0Gv5Ce2Xa8',
  accessToken: 'nv_at_5f1c9e2b7d4a8f3e6c0b9d2a7e4f1c8b',
  password: 'your-setup-password',
  domain: 'banking.acme-payroll.example',
  createdAt: '2025-03-14T09:26:53Z',
  updatedAt: '2025-03-14T09:31:07Z',
  currency: 'USD',
  idempotencyKey: '0b6f7a52-3c1e-4d8b-9a2f-6e5c4b3a2d1f',
  /** The key of Enterprise's transaction example, which sends custom fields: another request than the others'. */
  customFieldsIdempotencyKey: '7e4c1a9d-2b5f-4e08-b3c6-9d1f5a2e8c47',
  /** An opening deposit comfortably above the minimum. */
  initialDeposit: DOCUMENTED_LIMITS.minimumInitialDeposit * 25,
} as const;

/** The custom fields Enterprise's examples send with a new account or transaction: an internal ledger code. */
export const SAMPLE_CUSTOM_FIELDS = { ledger_code: '4010' } as const;

/**
 * An account as every banking call returns it (docs/product/api.md#example-shapes); with
 * `customFields` as Enterprise's calls return it.
 */
export function sampleAccount(
  id: string,
  accountType: 'checking' | 'savings',
  current: number,
  customFields?: Readonly<Record<string, string>>,
) {
  return {
    id,
    account_type: accountType,
    balance: { current, currency: SAMPLE.currency },
    status: 'active',
    ...(customFields && { custom_fields: customFields }),
  };
}

/**
 * A transaction as every banking call returns it (docs/product/api.md#example-shapes); with
 * `customFields` as Enterprise's calls return it.
 */
export function sampleTransaction(
  id: string,
  fields: {
    amount: number;
    type: 'credit' | 'debit';
    description: string;
    fee?: number;
    customFields?: Readonly<Record<string, string>>;
  },
) {
  return {
    id,
    account_id: SAMPLE.checkingAccountId,
    amount: fields.amount,
    fee: fields.fee ?? PLANS.business.sampleLimits.transactionFee,
    currency: SAMPLE.currency,
    type: fields.type,
    status: 'completed',
    description: fields.description,
    created_at: SAMPLE.createdAt,
    ...(fields.customFields && { custom_fields: fields.customFields }),
  };
}
