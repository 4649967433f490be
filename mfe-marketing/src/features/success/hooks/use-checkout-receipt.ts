import { useQuery } from '@tanstack/react-query';
import type { CheckoutReceipt } from '@northvault/contracts/api';
import { fetchCheckoutReceipt } from '../api/fetch-checkout-receipt';

export type ReceiptState =
  { status: 'loading' } | { status: 'confirmed'; receipt: CheckoutReceipt } | { status: 'none' };

/** Asks the server for the receipt of the transaction the URL names; without one there is nothing to ask. */
export function useCheckoutReceipt(transactionId: string): ReceiptState {
  const query = useQuery({
    queryKey: ['checkout-receipt', transactionId],
    queryFn: () => fetchCheckoutReceipt(transactionId),
    enabled: transactionId !== '',
  });
  if (transactionId === '') return { status: 'none' };
  if (query.data === undefined) return { status: 'loading' };
  return query.data ? { status: 'confirmed', receipt: query.data } : { status: 'none' };
}
