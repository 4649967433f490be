/**
 * The accounts a subscriber's sandbox starts with, opened the first time its accounts are needed
 * (docs/product/api.md#sandbox). Starter cannot create accounts, so it gets its whole allowance
 * of 3; Business and Enterprise start with the checking and savings accounts of the docs'
 * examples and create more themselves.
 */
import type { PlanId } from '@northvault/contracts/plans';
import type { SANDBOX_ACCOUNT_TYPES } from '../../database/schema';

export interface StartingAccount {
  accountType: (typeof SANDBOX_ACCOUNT_TYPES)[number];
  balanceCents: number;
}

const CHECKING: StartingAccount = { accountType: 'checking', balanceCents: 4_825_075 };
const SAVINGS: StartingAccount = { accountType: 'savings', balanceCents: 12_000_000 };
const PAYROLL: StartingAccount = { accountType: 'checking', balanceCents: 1_500_000 };

export const STARTING_ACCOUNTS: Readonly<Record<PlanId, readonly StartingAccount[]>> = {
  starter: [CHECKING, SAVINGS, PAYROLL],
  business: [CHECKING, SAVINGS],
  enterprise: [CHECKING, SAVINGS],
};

export const SANDBOX_CURRENCY = 'USD';
