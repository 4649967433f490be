import { lazy } from 'react';

const loadPaymentModal = () => import('./payment-modal');

/**
 * The payment modal arrives only when a visitor reaches for a plan: its form, card rules and
 * focus handling stay out of the landing page's first download.
 */
export const LazyPaymentModal = lazy(async () => ({ default: (await loadPaymentModal()).PaymentModal }));

/** Starts the download early (on hover or focus of a plan button), so the modal opens at once. */
export function preloadPaymentModal(): void {
  void loadPaymentModal();
}
