import type { UpdateCardRequest } from '@northvault/contracts/api';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { PaymentMethodDto } from '../payments/public';
import { OptionalNested, OptionalText } from '../http/field-rules';

/**
 * POST /api/billing/card. As the checkout's DTO: shapes, text and lengths only, so a missing field
 * gets the shared payment rules' message; the card rules are the checkout's (`validatePaymentForm`).
 */
export class UpdateCardDto implements Partial<Omit<UpdateCardRequest, 'paymentMethod'>> {
  @OptionalText({ maxLength: TEXT_LIMITS.checkout.customerName })
  customerName?: string;

  @OptionalNested(() => PaymentMethodDto)
  paymentMethod?: PaymentMethodDto;
}
