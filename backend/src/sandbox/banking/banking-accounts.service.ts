import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { asc, count, eq, sql } from 'drizzle-orm';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { PLANS, UNLIMITED, type PlanId } from '@northvault/contracts/plans';
import { accountLimitMessage, depositTooSmallMessage } from '@northvault/contracts/sandbox';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { sandboxAccounts } from '../../database/schema';
import type { CreateAccountDto } from './create-account.dto';
import { checkCustomFieldsAllowed, customFieldsProperty } from './custom-fields';
import type { SandboxCaller } from '../http/sandbox-caller.guard';
import { SandboxException } from '../http/sandbox-error';
import { toCents } from './money-amount';
import { apiId } from '../../common/api-ids';
import { SANDBOX_CURRENCY, STARTING_ACCOUNTS } from './starting-accounts';
import type { AccountBody } from '../http/sandbox-responses';

type AccountRow = typeof sandboxAccounts.$inferSelect;

function toAccountBody(row: AccountRow, planId: PlanId): AccountBody {
  return {
    id: row.id,
    account_type: row.accountType,
    balance: { current: row.balanceCents / 100, currency: row.currency },
    status: row.status,
    ...customFieldsProperty(planId, row.customFields),
  };
}

/** Each subscriber's own accounts in the sandbox, within its plan's limits. */
@Injectable()
export class BankingAccounts {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Newest first, as the docs say; opens the starting accounts on the first call. */
  async list(caller: SandboxCaller, status?: AccountRow['status']): Promise<AccountBody[]> {
    const rows = await this.database.transaction(async (tx) => {
      await this.openStartingAccounts(tx, caller);
      return tx
        .select()
        .from(sandboxAccounts)
        .where(eq(sandboxAccounts.userId, caller.userId))
        .orderBy(sql`${sandboxAccounts.createdAt} desc`, asc(sandboxAccounts.id));
    });
    return rows
      .filter((row) => status === undefined || row.status === status)
      .map((row) => toAccountBody(row, caller.planId));
  }

  async create(caller: SandboxCaller, request: CreateAccountDto): Promise<AccountBody> {
    checkCustomFieldsAllowed(caller.planId, request.custom_fields, 'custom_fields');
    const minimum = DOCUMENTED_LIMITS.minimumInitialDeposit;
    if (request.initial_deposit < minimum) {
      throw new SandboxException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'deposit_too_small',
        depositTooSmallMessage(minimum),
        'initial_deposit',
      );
    }
    const row = await this.database.transaction(async (tx) => {
      const held = await this.openStartingAccounts(tx, caller);
      const cap = PLANS[caller.planId].sampleLimits.maxAccounts;
      if (cap !== UNLIMITED && held >= cap) {
        throw new SandboxException(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'account_limit_reached',
          accountLimitMessage(caller.planId),
        );
      }
      const [created] = await tx
        .insert(sandboxAccounts)
        .values({
          id: apiId('acc'),
          userId: caller.userId,
          accountType: request.account_type,
          currency: request.currency ?? SANDBOX_CURRENCY,
          balanceCents: toCents(request.initial_deposit),
          status: 'active',
          customFields: request.custom_fields ?? {},
        })
        .returning();
      return created!;
    });
    return toAccountBody(row, caller.planId);
  }

  /**
   * Opens the plan's starting accounts if the subscriber has none yet, and returns how many it
   * holds. The transaction lock on the subscriber makes concurrent first calls open them once,
   * makes the cap hold under concurrent creations, and serialises the subscriber's transactions.
   */
  async openStartingAccounts(tx: Transaction, caller: SandboxCaller): Promise<number> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-accounts:${caller.userId}`}))`);
    const [{ held } = { held: 0 }] = await tx
      .select({ held: count() })
      .from(sandboxAccounts)
      .where(eq(sandboxAccounts.userId, caller.userId));
    if (held > 0) return held;
    const starting = STARTING_ACCOUNTS[caller.planId];
    // One second apart, oldest first, so "newest first" lists them in a stable order.
    const base = Date.now() - starting.length * 1000;
    await tx.insert(sandboxAccounts).values(
      starting.map((account, index) => ({
        id: apiId('acc'),
        userId: caller.userId,
        accountType: account.accountType,
        currency: SANDBOX_CURRENCY,
        balanceCents: account.balanceCents,
        status: 'active' as const,
        createdAt: new Date(base + index * 1000),
      })),
    );
    return starting.length;
  }
}
