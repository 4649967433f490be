import { DEFAULT_COUNTRY } from '@northvault/contracts/payment';

/**
 * The billing country list: `International` first and by default (docs/product/payments.md#payment-form-fields),
 * then by name.
 */
export const BILLING_COUNTRIES: readonly string[] = [
  DEFAULT_COUNTRY,
  'Australia',
  'Canada',
  'France',
  'Germany',
  'Ireland',
  'Netherlands',
  'New Zealand',
  'Singapore',
  'South Africa',
  'Spain',
  'United Arab Emirates',
  'United Kingdom',
  'United States',
];
