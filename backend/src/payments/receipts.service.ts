import { Inject, Injectable } from '@nestjs/common';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { BillingReceipt } from '@northvault/contracts/api';
import { firstMonthDescription, receiptNumber } from '@northvault/contracts/billing';
import { PLANS, type PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type Database, type DatabaseHandle } from '../database/database-handle';
import { payments, receiptCounters, receipts } from '../database/schema';
import { ParameterShape } from '../http/request-parameters';

/** A receipt's number in a path, as receiptNumber() writes it: `NV-2026-000042`. */
export const RECEIPT_NUMBER = new ParameterShape(/^NV-\d{4}-\d{6,9}$/, 'a receipt number such as NV-2026-000042');

/** What an approved charge hands its receipt: the facts it states, never the card number. */
export interface ChargeFacts {
  paymentId: string;
  transactionId: string;
  planId: PlanId;
  amountCents: number;
  currency: string;
  customerName: string;
  customerEmail: string;
  cardBrand: string;
  cardLast4: string;
  /** The line the receipt states; a first month's when absent. */
  description?: string;
}

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * Receipts (docs/product/billing.md#receipts): one per approved charge, numbered without gaps within
 * each year, and readable only by the account that owns the charge.
 */
@Injectable()
export class ReceiptsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Issues the charge's receipt inside the caller's transaction and returns its number. The year's
   * counter row is locked until the transaction ends, so concurrent charges take consecutive
   * numbers and a rolled-back one leaves no gap.
   */
  async issue(tx: Database, charge: ChargeFacts): Promise<string> {
    const issuedAt = this.clock.now();
    const year = issuedAt.getUTCFullYear();
    const [counter] = await tx
      .insert(receiptCounters)
      .values({ year, lastNumber: 1 })
      .onConflictDoUpdate({ target: receiptCounters.year, set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` } })
      .returning({ lastNumber: receiptCounters.lastNumber });
    const number = receiptNumber(year, counter!.lastNumber);
    await tx.insert(receipts).values({
      number,
      issuedAt,
      description: charge.description ?? firstMonthDescription(PLANS[charge.planId].name),
      status: 'paid',
      // Named one by one: the caller's object may carry more than a receipt states.
      paymentId: charge.paymentId,
      transactionId: charge.transactionId,
      planId: charge.planId,
      amountCents: charge.amountCents,
      currency: charge.currency,
      customerName: charge.customerName,
      customerEmail: charge.customerEmail,
      cardBrand: charge.cardBrand,
      cardLast4: charge.cardLast4,
    });
    return number;
  }

  /** The account's receipts, newest first. */
  async listFor(accountId: string): Promise<BillingReceipt[]> {
    const rows = await this.database.db
      .select({ receipt: receipts })
      .from(receipts)
      .innerJoin(payments, eq(payments.id, receipts.paymentId))
      .where(eq(payments.accountId, accountId))
      .orderBy(desc(receipts.issuedAt), desc(receipts.number));
    return rows.map(({ receipt }) => ({
      number: receipt.number,
      issuedAt: receipt.issuedAt.toISOString(),
      description: receipt.description,
      amountCents: receipt.amountCents,
      currency: receipt.currency,
      status: receipt.status,
    }));
  }

  /** The receipt if this account owns its charge; null for anyone else, as for a number that does not exist. */
  async findFor(number: string, accountId: string): Promise<ReceiptRow | null> {
    const [row] = await this.database.db
      .select({ receipt: receipts })
      .from(receipts)
      .innerJoin(payments, eq(payments.id, receipts.paymentId))
      .where(and(eq(receipts.number, number), eq(payments.accountId, accountId)));
    return row?.receipt ?? null;
  }
}
