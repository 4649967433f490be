import type { PlanId } from '@northvault/contracts/plans';
import type { EmailJob } from './email-job';

/** What a recorded payment hands the receipt email: the row's receipt fields, never the card number. */
export interface PaymentFacts {
  planId: PlanId;
  amountCents: number;
  customerName: string;
  customerEmail: string;
  cardBrand: string;
  cardLast4: string;
}

export function paymentReceipt(
  payment: PaymentFacts,
  { transactionId, receiptNumber }: { transactionId: string; receiptNumber: string },
  paidAt: Date,
  renewedUntil?: Date,
): EmailJob {
  return {
    kind: 'payment-receipt',
    to: { name: payment.customerName, address: payment.customerEmail },
    planId: payment.planId,
    amountCents: payment.amountCents,
    currency: 'USD',
    cardBrand: payment.cardBrand,
    cardLast4: payment.cardLast4,
    transactionId,
    receiptNumber,
    paidAt: paidAt.toISOString(),
    ...(renewedUntil !== undefined && { renewedUntil: renewedUntil.toISOString() }),
  };
}
