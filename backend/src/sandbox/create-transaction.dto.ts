import { ApiProperty } from '@nestjs/swagger';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalText, RequiredMatching, RequiredText } from '../http/field-rules';
import { SANDBOX_TRANSACTION_TYPES } from '../database/schema';
import { MoneyAmount } from './money-amount';

const limits = TEXT_LIMITS.sandboxTransaction;

/**
 * POST /v1/banking/transactions (docs/product/api.md#sandbox), in the documented API's own
 * property names. The amount's minimum is a business rule (422), checked by the service.
 */
export class CreateTransactionDto {
  @RequiredText({ maxLength: limits.accountId })
  account_id: string;

  @MoneyAmount()
  amount: number;

  @RequiredMatching((value) => /^[A-Z]{3}$/.test(value), 'an ISO 4217 code such as USD', {
    maxLength: limits.currency,
  })
  currency: string;

  @ApiProperty({ enum: SANDBOX_TRANSACTION_TYPES })
  @RequiredMatching(
    (value) => (SANDBOX_TRANSACTION_TYPES as readonly string[]).includes(value),
    `one of: ${SANDBOX_TRANSACTION_TYPES.join(', ')}`,
    { maxLength: limits.type },
  )
  type: (typeof SANDBOX_TRANSACTION_TYPES)[number];

  @OptionalText({ maxLength: limits.description })
  description?: string;
}
