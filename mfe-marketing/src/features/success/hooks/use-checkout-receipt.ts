import { useEffect, useState } from 'react';
import type { CheckoutReceipt } from '@northvault/contracts/api';
import { fetchCheckoutReceipt } from '../api/fetch-checkout-receipt';

export type ReceiptState =
  { status: 'loading' } | { status: 'confirmed'; receipt: CheckoutReceipt } | { status: 'none' };

/** Asks the server for the receipt of the transaction the URL names; without one there is nothing to ask. */
export function useCheckoutReceipt(transactionId: string): ReceiptState {
  const [state, setState] = useState<ReceiptState>(() =>
    transactionId === '' ? { status: 'none' } : { status: 'loading' },
  );

  useEffect(() => {
    if (transactionId === '') return;
    let current = true;
    void fetchCheckoutReceipt(transactionId).then((receipt) => {
      if (current) setState(receipt ? { status: 'confirmed', receipt } : { status: 'none' });
    });
    return () => {
      current = false;
    };
  }, [transactionId]);

  return state;
}
