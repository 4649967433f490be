/**
 * The Xero data a subscriber's sandbox starts with (docs/product/api.md#xero): one connected
 * organisation and 150 invoices, one every 29 hours back from the moment the sandbox started, so
 * the last 30 days hold about 25 of them. Everything is derived from the subscriber's id, so the
 * same subscriber always gets the same ids, numbers and amounts.
 */
import { createHash } from 'node:crypto';
import type { SANDBOX_INVOICE_STATUSES } from '../../database/schema';

export const STARTING_INVOICE_COUNT = 150;
const INVOICE_SPACING_MS = 29 * 3600 * 1000;
const CONTACTS = ['Globex Corporation', 'Initech', 'Umbrella Supplies', 'Stark Logistics', 'Wayne Catering'] as const;
const STATUSES: readonly (typeof SANDBOX_INVOICE_STATUSES)[number][] = [
  'AUTHORISED',
  'PAID',
  'PAID',
  'DRAFT',
  'VOIDED',
];

/** A UUID-shaped id from the subscriber and a label: stable across runs, different per subscriber. */
function derivedUuid(userId: string, label: string): string {
  const hex = createHash('sha256').update(`${userId}:${label}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A number from 0 to `range - 1`, stable for the subscriber and label. */
function derivedNumber(userId: string, label: string, range: number): number {
  return createHash('sha256').update(`${userId}:${label}`).digest().readUInt32BE(0) % range;
}

function day(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function startingXeroData(userId: string, startedAt: Date) {
  const organizationId = derivedUuid(userId, 'organization');
  const organization = {
    id: organizationId,
    userId,
    name: 'Sandbox Trading Ltd',
    baseCurrency: 'USD',
    countryCode: 'US',
    connectedAt: startedAt,
    lastSyncedAt: null,
  };
  const invoices = Array.from({ length: STARTING_INVOICE_COUNT }, (_, index) => {
    const updatedAt = new Date(startedAt.getTime() - index * INVOICE_SPACING_MS);
    const issued = new Date(updatedAt.getTime() - 2 * 86_400_000);
    const totalCents = 10_000 + derivedNumber(userId, `invoice-total-${index}`, 990_000);
    const status = STATUSES[derivedNumber(userId, `invoice-status-${index}`, STATUSES.length)]!;
    return {
      id: derivedUuid(userId, `invoice-${index}`),
      organizationId,
      invoiceNumber: `INV-${String(STARTING_INVOICE_COUNT - index).padStart(4, '0')}`,
      type: index % 4 === 3 ? ('ACCPAY' as const) : ('ACCREC' as const),
      contactName: CONTACTS[index % CONTACTS.length]!,
      status,
      currency: 'USD',
      totalCents,
      amountDueCents: status === 'AUTHORISED' || status === 'DRAFT' ? totalCents : 0,
      date: day(issued),
      dueDate: day(new Date(issued.getTime() + 30 * 86_400_000)),
      updatedAt,
    };
  });
  return { organization, invoices };
}
