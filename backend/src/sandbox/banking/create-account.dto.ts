import { ApiProperty } from '@nestjs/swagger';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalTextMatching, RequiredMatching } from '../../http/field-rules';
import { SANDBOX_ACCOUNT_TYPES } from '../../database/schema';
import { type CustomFields, OptionalCustomFields } from './custom-fields';
import { MoneyAmount } from './money-amount';
import { SANDBOX_CURRENCY } from './starting-accounts';

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

  /** The docs open accounts in USD only (docs/product/api.md#sandbox); any other code is refused. */
  @ApiProperty({ enum: [SANDBOX_CURRENCY], required: false })
  @OptionalTextMatching((value) => value === SANDBOX_CURRENCY, SANDBOX_CURRENCY, { maxLength: limits.currency })
  currency?: typeof SANDBOX_CURRENCY;

  @MoneyAmount()
  initial_deposit: number;

  @OptionalCustomFields()
  custom_fields?: CustomFields;
}
