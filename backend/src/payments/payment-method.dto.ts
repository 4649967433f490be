import type { BillingAddress, PaymentMethod } from '@northvault/contracts/api';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalNested, OptionalText } from '../http/field-rules';

const limits = TEXT_LIMITS.checkout;

/*
 * The card and billing address of a checkout (POST /api/checkout/process) and of `Update card`
 * (POST /api/billing/card). Shapes, text and lengths only: every field is an optional string, so
 * that a missing one gets the shared payment rules' 'Please fill in all required fields'
 * (card-mapping.ts) instead of a message of the DTO's own.
 */

export class BillingAddressDto implements Partial<BillingAddress> {
  @OptionalText({ maxLength: limits.address })
  address?: string;

  @OptionalText({ maxLength: limits.city })
  city?: string;

  @OptionalText({ maxLength: limits.postalCode })
  postalCode?: string;

  @OptionalText({ maxLength: limits.country })
  country?: string;
}

export class PaymentMethodDto implements Partial<Omit<PaymentMethod, 'billingAddress'>> {
  @OptionalText({ maxLength: limits.cardNumber })
  cardNumber?: string;

  @OptionalText({ maxLength: limits.expiryMonth })
  expiryMonth?: string;

  @OptionalText({ maxLength: limits.expiryYear })
  expiryYear?: string;

  @OptionalText({ maxLength: limits.cvv })
  cvv?: string;

  @OptionalNested(() => BillingAddressDto)
  billingAddress?: BillingAddressDto;
}
