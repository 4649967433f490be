import type { BillingAddress, CheckoutRequest, PaymentMethod } from '@northvault/contracts/api';
import type { PlanId } from '@northvault/contracts/plans';
import { OptionalNested, OptionalText } from '../http/field-rules';

/*
 * POST /api/checkout/process (SPEC section 7). The DTOs check shapes and types only: every field is
 * an optional string here, so that a missing one gets SPEC's 'Please fill in all required fields'
 * from the shared payment rules instead of a message of the DTO's own.
 */

export class BillingAddressDto implements Partial<BillingAddress> {
  @OptionalText()
  address?: string;

  @OptionalText()
  city?: string;

  @OptionalText()
  postalCode?: string;

  @OptionalText()
  country?: string;
}

export class PaymentMethodDto implements Partial<Omit<PaymentMethod, 'billingAddress'>> {
  @OptionalText()
  cardNumber?: string;

  @OptionalText()
  expiryMonth?: string;

  @OptionalText()
  expiryYear?: string;

  @OptionalText()
  cvv?: string;

  @OptionalNested(() => BillingAddressDto)
  billingAddress?: BillingAddressDto;
}

export class CheckoutDto implements Partial<Omit<CheckoutRequest, 'paymentMethod' | 'planId'>> {
  @OptionalText()
  planId?: PlanId | string;

  @OptionalText()
  customerName?: string;

  @OptionalText()
  customerEmail?: string;

  @OptionalNested(() => PaymentMethodDto)
  paymentMethod?: PaymentMethodDto;
}
