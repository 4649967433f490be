/**
 * The payments table's side of a checkout. An attempt is written as `pending` before the gateway
 * is asked (payments/payment-records.service.ts records the gateway's answer on it), so an approved charge always has a row, whatever happens between the gateway's answer
 * and the settling of the row; a retry with the same Idempotency-Key resumes that row and asks
 * the gateway again under the same key, which charges nothing twice.
 *
 * An anonymous purchase is for an email that neither an account nor a waiting plan uses. Every
 * step that decides that, or acts on it, holds a transaction-scoped advisory lock on the email, so
 * two checkouts for one new email cannot both pass the check and both be charged.
 */
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { InjectPinoLogger, type PinoLogger } from 'nestjs-pino';
import { ACCOUNT_MESSAGES } from '@northvault/contracts/accounts';
import { PAYMENT_DECLINE_MESSAGES } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import { DATABASE, type Database, type DatabaseHandle } from '../database/database-handle';
import { payments, users } from '../database/schema';
import { SubscriptionsService } from '../subscriptions/public';
import { PaymentIdempotencyService, type RecordedAnswer, type DeclineReason, PaymentRecords } from '../payments/public';

/** A payment row before the gateway has answered; `accountId` null for an anonymous buyer. */
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'status' | 'idempotencyKey' | 'createdAt'> & {
  planId: PlanId;
  accountId: string | null;
};

export type OpenedAttempt =
  { kind: 'open'; paymentId: string; resumed: boolean } | { kind: 'refused'; status: number; message: string };

/**
 * How long an anonymous attempt still in flight holds its email against another. Far longer than
 * any gateway call; an older pending row is a crash nobody retried and reserves nothing.
 */
const IN_FLIGHT_MINUTES = 10;

export interface ApprovedCharge {
  paymentId: string;
  reference: string;
  /** The card the gateway saved with the charge, for renewals. */
  paymentMethodToken: string | null;
  payment: NewPayment;
  idempotencyKey: string | undefined;
}

@Injectable()
export class CheckoutAttemptsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly subscriptions: SubscriptionsService,
    private readonly idempotency: PaymentIdempotencyService,
    private readonly records: PaymentRecords,
    @InjectPinoLogger(CheckoutAttemptsService.name) private readonly logger: PinoLogger,
  ) {}

  /** The pending row to charge under: resumed for a retried key, refused for an email in use, or new. */
  open(payment: NewPayment, idempotencyKey: string | undefined): Promise<OpenedAttempt> {
    return this.database.transaction(async (tx) => {
      if (payment.accountId === null) await lockEmail(tx, payment.customerEmail);
      if (idempotencyKey !== undefined) {
        const [earlier] = await tx
          .select({ id: payments.id, status: payments.status })
          .from(payments)
          .where(eq(payments.idempotencyKey, idempotencyKey));
        if (earlier?.status === 'pending') return { kind: 'open', paymentId: earlier.id, resumed: true };
        // A settled attempt whose key expired and is used again: the key now names the new attempt.
        if (earlier) await tx.update(payments).set({ idempotencyKey: null }).where(eq(payments.id, earlier.id));
      }
      if (payment.accountId === null) {
        const refusal = await this.anonymousRefusal(tx, payment.customerEmail);
        if (refusal) return refusal;
      }
      const [row] = await tx
        .insert(payments)
        .values({ ...payment, status: 'pending', idempotencyKey: idempotencyKey ?? null })
        .returning({ id: payments.id });
      return { kind: 'open', paymentId: row!.id, resumed: false };
    });
  }

  /** The gateway could not decide and charged nothing: the attempt leaves no trace. */
  discard(paymentId: string): Promise<void> {
    return this.records.discard(paymentId);
  }

  async settleDeclined(
    paymentId: string,
    reason: DeclineReason,
    answer: RecordedAnswer,
    idempotencyKey: string | undefined,
  ): Promise<void> {
    await this.database.transaction(async (tx) => {
      await this.records.markDeclined(paymentId, reason, tx);
      if (idempotencyKey !== undefined) await this.idempotency.complete(idempotencyKey, answer, tx);
    });
  }

  /**
   * Marks the attempt approved, starts the plan (the buyer's own, or one waiting for the email),
   * issues its receipt and records the answer under the key, in one transaction. Returns the transaction id.
   */
  settleApproved(charge: ApprovedCharge, answerFor: (transactionId: string) => RecordedAnswer): Promise<string> {
    const { paymentId, reference, paymentMethodToken, payment, idempotencyKey } = charge;
    return this.database.transaction(async (tx) => {
      if (payment.accountId === null) await lockEmail(tx, payment.customerEmail);
      const settled = await this.records.markApproved(tx, paymentId, reference, { paymentMethodToken });
      if (!settled) {
        // A concurrent retry of the same attempt settled it first; the plan is already started.
        const [row] = await tx
          .select({ transactionId: payments.transactionId })
          .from(payments)
          .where(eq(payments.id, paymentId));
        return row!.transactionId!;
      }
      const transactionId = settled.transactionId!;
      const plan = {
        planId: payment.planId,
        customerName: payment.customerName,
        paymentId,
        paymentMethodToken,
        cardBrand: payment.cardBrand,
        cardLast4: payment.cardLast4,
        cardExpiryMonth: payment.cardExpiryMonth,
        cardExpiryYear: payment.cardExpiryYear,
      };
      if (payment.accountId !== null) {
        await this.subscriptions.activateForAccount(tx, { id: payment.accountId, email: payment.customerEmail }, plan);
      } else if (await this.subscriptions.isWaitingFor(tx, payment.customerEmail)) {
        // Only an attempt resumed long after its crash can meet this: the money is recorded as
        // approved, for an operator to refund, and no second plan waits for one email.
        this.logger.error({ paymentId }, 'Approved payment for an email that already has a plan waiting');
      } else {
        await this.subscriptions.holdForEmail(tx, payment.customerEmail, plan);
      }
      if (idempotencyKey !== undefined) await this.idempotency.complete(idempotencyKey, answerFor(transactionId), tx);
      await this.records.issueReceipt(tx, { ...payment, paymentId, transactionId }, new Date());
      return transactionId;
    });
  }

  /** Why an anonymous buyer may not pay for this email, or null. */
  private async anonymousRefusal(tx: Database, email: string): Promise<OpenedAttempt | null> {
    const [account] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    if (account || (await this.subscriptions.isWaitingFor(tx, email))) {
      return { kind: 'refused', status: 409, message: ACCOUNT_MESSAGES.emailInUse };
    }
    const [inFlight] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.customerEmail, email),
          eq(payments.status, 'pending'),
          isNull(payments.accountId),
          gt(payments.createdAt, sql`now() - make_interval(mins => ${IN_FLIGHT_MINUTES})`),
        ),
      )
      .limit(1);
    if (inFlight) return { kind: 'refused', status: 409, message: PAYMENT_DECLINE_MESSAGES.emailCheckoutInProgress };
    return null;
  }
}

/** Serialises every checkout step that decides or uses "this email is free", until the transaction ends. */
async function lockEmail(tx: Database, email: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`checkout-email:${email.toLowerCase()}`}))`);
}
