import { createHash } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { demandPermission } from '../../auth/public';
import { amountTooSmallMessage, bulkTooLargeMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { CLOCK, type Clock } from '../../clock/clock';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { sandboxAccounts, sandboxTransactions } from '../../database/schema';
import { BankingAccounts } from './banking-accounts.service';
import type { CreateTransactionDto } from './create-transaction.dto';
import { checkCustomFieldsAllowed, customFieldsForHash, customFieldsProperty } from './custom-fields';
import { toCents } from './money-amount';
import { isoSeconds } from '../../common/iso-seconds';
import type { SandboxCaller } from '../http/sandbox-caller.guard';
import { SandboxException } from '../http/sandbox-error';
import { apiId } from '../../common/api-ids';
import { SandboxQuotas } from '../http/sandbox-quotas';
import { WebhookEvents } from '../../webhooks/public';
import type { BulkTransactionResult, TransactionBody, TransactionPage } from '../http/sandbox-responses';

type TransactionRow = typeof sandboxTransactions.$inferSelect;

function toTransactionBody(row: TransactionRow, planId: PlanId): TransactionBody {
  return {
    id: row.id,
    account_id: row.accountId,
    amount: row.amountCents / 100,
    fee: row.feeCents / 100,
    currency: row.currency,
    type: row.type,
    status: row.status,
    description: row.description,
    created_at: isoSeconds(row.createdAt),
    ...customFieldsProperty(planId, row.customFields),
  };
}

export interface TransactionQuery {
  accountId: string;
  limit: number;
  startingAfter?: string;
  status?: TransactionRow['status'];
}

const COMPLETED_EVENT = 'transaction.completed';

function notFound(message: string, param: string): SandboxException {
  return new SandboxException(HttpStatus.NOT_FOUND, 'not_found', message, param);
}

/**
 * Each subscriber's transactions in the sandbox. A transaction settles at once: its amount and the
 * plan's flat fee move the balance in the same database transaction that records it, and its
 * `transaction.completed` deliveries are written in the same statement as its row.
 */
@Injectable()
export class BankingTransactions {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly accounts: BankingAccounts,
    private readonly quotas: SandboxQuotas,
    private readonly events: WebhookEvents,
  ) {}

  /** One account's transactions, newest first, a page at a time. */
  async list(caller: SandboxCaller, query: TransactionQuery): Promise<TransactionPage> {
    const { db } = this.database;
    await this.ownAccount(db, caller, query.accountId);
    const conditions = [
      eq(sandboxTransactions.userId, caller.userId),
      eq(sandboxTransactions.accountId, query.accountId),
    ];
    if (query.status) conditions.push(eq(sandboxTransactions.status, query.status));
    if (query.startingAfter) {
      const [cursor] = await db
        .select({ id: sandboxTransactions.id, createdAt: sandboxTransactions.createdAt })
        .from(sandboxTransactions)
        .where(and(eq(sandboxTransactions.id, query.startingAfter), eq(sandboxTransactions.userId, caller.userId)));
      if (!cursor) throw notFound('starting_after names no transaction of yours.', 'starting_after');
      conditions.push(
        or(
          lt(sandboxTransactions.createdAt, cursor.createdAt),
          and(eq(sandboxTransactions.createdAt, cursor.createdAt), lt(sandboxTransactions.id, cursor.id)),
        )!,
      );
    }
    const rows = await db
      .select()
      .from(sandboxTransactions)
      .where(and(...conditions))
      .orderBy(desc(sandboxTransactions.createdAt), desc(sandboxTransactions.id))
      .limit(query.limit + 1);
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    return {
      data: page.map((row) => toTransactionBody(row, caller.planId)),
      has_more: hasMore,
      next_cursor: hasMore ? page.at(-1)!.id : null,
    };
  }

  /**
   * Posts a transaction, or with an idempotency key already used for the same request, returns the
   * first one (`replayed`) without posting again.
   */
  async create(
    caller: SandboxCaller,
    request: CreateTransactionDto,
    idempotencyKey?: string,
  ): Promise<{ transaction: TransactionBody; replayed: boolean }> {
    checkCustomFieldsAllowed(caller.planId, request.custom_fields, 'custom_fields');
    const minimum = DOCUMENTED_LIMITS.minimumTransactionAmount;
    if (request.amount < minimum) {
      throw new SandboxException(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'amount_too_small',
        amountTooSmallMessage(minimum),
        'amount',
      );
    }
    const requestHash = createHash('sha256')
      .update(
        JSON.stringify([
          request.account_id,
          request.amount,
          request.currency,
          request.type,
          request.description ?? null,
          ...customFieldsForHash(request.custom_fields),
        ]),
      )
      .digest('hex');
    return this.database.transaction(async (tx) => {
      // Takes the subscriber's lock: balances, the quota and idempotency keys change one post at a time.
      await this.accounts.openStartingAccounts(tx, caller);
      if (idempotencyKey !== undefined) {
        const [first] = await tx
          .select()
          .from(sandboxTransactions)
          .where(
            and(eq(sandboxTransactions.userId, caller.userId), eq(sandboxTransactions.idempotencyKey, idempotencyKey)),
          );
        if (first) {
          if (first.requestHash !== requestHash) {
            throw new SandboxException(
              HttpStatus.UNPROCESSABLE_ENTITY,
              'invalid_request',
              SANDBOX_MESSAGES.idempotencyKeyReused,
              'Idempotency-Key',
            );
          }
          return { transaction: toTransactionBody(first, caller.planId), replayed: true };
        }
      }
      const now = this.clock.now();
      await this.quotas.checkTransactionQuota(tx, caller.userId, caller.planId, now);
      const account = await this.ownAccount(tx, caller, request.account_id);
      if (account.status !== 'active') {
        throw new SandboxException(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'account_not_active',
          SANDBOX_MESSAGES.accountNotActive,
          'account_id',
        );
      }
      if (request.currency !== account.currency) {
        throw new SandboxException(
          HttpStatus.BAD_REQUEST,
          'invalid_request',
          SANDBOX_MESSAGES.currencyMismatch,
          'currency',
        );
      }
      const amountCents = toCents(request.amount);
      const feeCents = toCents(PLANS[caller.planId].sampleLimits.transactionFee);
      // The fee is charged to the account on every transaction, money in or out.
      const change = request.type === 'credit' ? amountCents - feeCents : -(amountCents + feeCents);
      if (account.balanceCents + change < 0) {
        throw new SandboxException(
          HttpStatus.UNPROCESSABLE_ENTITY,
          'insufficient_funds',
          SANDBOX_MESSAGES.insufficientFunds,
          'amount',
        );
      }
      await tx
        .update(sandboxAccounts)
        .set({ balanceCents: sql`${sandboxAccounts.balanceCents} + ${change}` })
        .where(eq(sandboxAccounts.id, account.id));
      const row: TransactionRow = {
        id: apiId('txn'),
        userId: caller.userId,
        accountId: account.id,
        amountCents,
        feeCents,
        currency: account.currency,
        type: request.type,
        status: 'completed',
        description: request.description ?? null,
        idempotencyKey: idempotencyKey ?? null,
        requestHash,
        customFields: request.custom_fields ?? {},
        createdAt: now,
      };
      const body = toTransactionBody(row, caller.planId);
      await this.events.insertWithEvent(tx, caller, tx.insert(sandboxTransactions).values(row), {
        type: COMPLETED_EVENT,
        createdAt: body.created_at,
        data: body,
      });
      return { transaction: body, replayed: false };
    });
  }

  /**
   * Business and Enterprise: posts each item as a single post would, in order, each in its own
   * database transaction, and answers each one's result. With an idempotency key, item `i` uses
   * `<key>#<i>`, so a retried call answers every posted item again and posts none twice.
   */
  async createMany(
    caller: SandboxCaller,
    items: readonly CreateTransactionDto[],
    idempotencyKey?: string,
  ): Promise<BulkTransactionResult[]> {
    // The route declares transactions:write; a bulk body needs transactions:bulk as well.
    demandPermission({ planId: caller.planId }, 'transactions:bulk');
    // A plan rule like the two around it: refused for the whole call, before any item posts.
    for (const [index, item] of items.entries()) {
      checkCustomFieldsAllowed(caller.planId, item.custom_fields, `transactions.${index}.custom_fields`);
    }
    const cap = PLANS[caller.planId].sampleLimits.transactionResultsPerRequest;
    if (items.length > cap) {
      throw new SandboxException(
        HttpStatus.BAD_REQUEST,
        'limit_too_large',
        bulkTooLargeMessage(caller.planId, cap),
        'transactions',
      );
    }
    const results: BulkTransactionResult[] = [];
    for (const [index, item] of items.entries()) {
      try {
        const key = idempotencyKey === undefined ? undefined : `${idempotencyKey}#${index}`;
        const { transaction } = await this.create(caller, item, key);
        results.push({ status: HttpStatus.CREATED, transaction });
      } catch (error) {
        if (!(error instanceof SandboxException)) throw error;
        const { code, message, param } = error;
        results.push({ status: error.getStatus(), error: { code, message, ...(param && { param }) } });
      }
    }
    return results;
  }

  private async ownAccount(db: Transaction | DatabaseHandle['db'], caller: SandboxCaller, accountId: string) {
    const [account] = await db
      .select()
      .from(sandboxAccounts)
      .where(and(eq(sandboxAccounts.id, accountId), eq(sandboxAccounts.userId, caller.userId)));
    if (!account) throw notFound(SANDBOX_MESSAGES.accountNotFound, 'account_id');
    return account;
  }
}
