import type { CheckoutRequest } from '@northvault/contracts/api';
import type { PlanId } from '@northvault/contracts/plans';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalNested, OptionalText } from '../http/field-rules';
import { PaymentMethodDto } from '../payments/public';

const limits = TEXT_LIMITS.checkout;

/*
 * POST /api/checkout/process. The DTOs check shapes, text and lengths only: every field is an
 * optional string here, so that a missing one gets the shared payment rules' 'Please fill in all
 * required fields' instead of a message of the DTO's own. A control character or an over-long
 * value is refused here, with the field's name, before anything reaches the gateway.
 */

export class CheckoutDto implements Partial<Omit<CheckoutRequest, 'paymentMethod' | 'planId'>> {
  @OptionalText({ maxLength: limits.planId })
  planId?: PlanId | string;

  @OptionalText({ maxLength: limits.customerName })
  customerName?: string;

  @OptionalText({ maxLength: limits.customerEmail })
  customerEmail?: string;

  @OptionalNested(() => PaymentMethodDto)
  paymentMethod?: PaymentMethodDto;
}
