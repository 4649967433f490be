import { ApiProperty } from '@nestjs/swagger';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalTextMatching, RequiredMatching } from '../../http/field-rules';
import { SANDBOX_ACCOUNT_TYPES } from '../../database/schema';
import { type CustomFields, OptionalCustomFields } from './custom-fields';
import { MoneyAmount } from './money-amount';

const limits = TEXT_LIMITS.sandboxAccount;

/**
 * POST /v1/banking/accounts (docs/product/api.md#sandbox). The property names are the documented
 * API's own (snake_case). The deposit's minimum is a business rule (422), checked by the service.
 */
export class CreateAccountDto {
  @ApiProperty({ enum: SANDBOX_ACCOUNT_TYPES })
  @RequiredMatching(
    (value) => (SANDBOX_ACCOUNT_TYPES as readonly string[]).includes(value),
    `one of: ${SANDBOX_ACCOUNT_TYPES.join(', ')}`,
    { maxLength: limits.accountType },
  )
  account_type: (typeof SANDBOX_ACCOUNT_TYPES)[number];

  @OptionalTextMatching((value) => /^[A-Z]{3}$/.test(value), 'an ISO 4217 code such as USD', {
    maxLength: limits.currency,
  })
  currency?: string;

  @MoneyAmount()
  initial_deposit: number;

  @OptionalCustomFields()
  custom_fields?: CustomFields;
}
