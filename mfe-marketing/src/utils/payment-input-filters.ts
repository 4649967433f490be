import {
  filterCvvInput,
  filterExpiryMonthInput,
  filterExpiryYearInput,
  formatCardNumberInput,
  type PaymentForm,
} from '@northvault/contracts/payment';

type InputFilter = (input: string, previous: string) => string;

/**
 * What each card field accepts as the user types (docs/product/payments.md#input-filtering); other fields take
 * any text.
 */
const FILTERS: Partial<Record<keyof PaymentForm, InputFilter>> = {
  cardNumber: (input) => formatCardNumberInput(input),
  expiryMonth: (input, previous) => filterExpiryMonthInput(input, previous),
  expiryYear: (input) => filterExpiryYearInput(input),
  cvv: (input) => filterCvvInput(input),
};

export function filterPaymentInput(field: keyof PaymentForm, input: string, previous: string): string {
  const filter = FILTERS[field];
  return filter ? filter(input, previous) : input;
}
