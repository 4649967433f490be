/**
 * What every charge does to its payments row once the gateway has answered, whoever opened the row
 * `pending` (a checkout, a renewal, an overdue payment, an upgrade): a decline or an approval is
 * recorded once, only while the row is still pending, so a concurrent retry of the same attempt
 * settles nothing twice; an approved charge gets its receipt, issued and emailed in the same
 * transaction.
 */
import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import { readableId } from '../common/readable-id';
import { DATABASE, type Database, type DatabaseHandle, type Transaction } from '../database/database-handle';
import { payments } from '../database/schema';
import { EmailOutbox, paymentReceipt } from '../email/public';
import type { DeclineReason } from './payment-gateway';
import { type ChargeFacts, ReceiptsService } from './receipts.service';

export type PaymentRow = typeof payments.$inferSelect;

@Injectable()
export class PaymentRecords {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly receipts: ReceiptsService,
    private readonly emails: EmailOutbox,
  ) {}

  /** The gateway could not decide and charged nothing: the attempt leaves no trace. */
  async discard(paymentId: string): Promise<void> {
    await this.database.db.delete(payments).where(pending(paymentId));
  }

  /** Records the decline; false when the attempt was settled already. */
  async markDeclined(paymentId: string, reason: DeclineReason, db: Database = this.database.db): Promise<boolean> {
    const declined = await db
      .update(payments)
      .set({ status: 'declined', declineReason: reason })
      .where(pending(paymentId))
      .returning({ id: payments.id });
    return declined.length > 0;
  }

  /**
   * Records the approval under a new transaction id, with the card the gateway saved when it saved
   * one; undefined when the attempt was settled already.
   */
  async markApproved(
    tx: Transaction,
    paymentId: string,
    reference: string,
    saved?: { paymentMethodToken: string | null },
  ): Promise<PaymentRow | undefined> {
    const [approved] = await tx
      .update(payments)
      .set({ status: 'approved', transactionId: readableId('TXN', 16), gatewayReference: reference, ...saved })
      .where(pending(paymentId))
      .returning();
    return approved;
  }

  /** Issues the approved charge's receipt and queues its email, inside `tx`; returns the receipt's number. */
  async issueReceipt(tx: Transaction, charge: ChargeFacts, paidAt: Date, renewedUntil?: Date): Promise<string> {
    const receiptNumber = await this.receipts.issue(tx, charge);
    await this.emails.queue(
      tx,
      paymentReceipt(charge, { transactionId: charge.transactionId, receiptNumber }, paidAt, renewedUntil),
    );
    return receiptNumber;
  }
}

function pending(paymentId: string) {
  return and(eq(payments.id, paymentId), eq(payments.status, 'pending'));
}
