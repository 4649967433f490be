import type { CheckoutReceipt } from '@northvault/contracts/api';
import { checkoutReceiptPath } from '@northvault/contracts/routes';

/**
 * The payment behind a success page, as the server confirms it: only for the browser that paid
 * (its receipt cookie) or the signed-in account that owns it. `null` for anything else: an unknown
 * or forged transaction id, someone else's, an expired cookie, or no answer at all.
 */
export async function fetchCheckoutReceipt(transactionId: string): Promise<CheckoutReceipt | null> {
  try {
    const response = await fetch(checkoutReceiptPath(transactionId), {
      headers: { Accept: 'application/json' },
      credentials: 'same-origin',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<CheckoutReceipt> | null;
    return body?.transactionId === transactionId ? (body as CheckoutReceipt) : null;
  } catch {
    return null;
  }
}
