import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  ValidateBy,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalText, RequiredMatching, RequiredText } from '../../http/field-rules';
import { entryMessage } from '../../http/validation-fields';
import { SANDBOX_TRANSACTION_TYPES } from '../../database/schema';
import { type CustomFields, OptionalCustomFields } from './custom-fields';
import { MoneyAmount } from './money-amount';
import { SANDBOX_CURRENCY } from './starting-accounts';

const limits = TEXT_LIMITS.sandboxTransaction;

/**
 * Each item of a bulk post is a transaction object: `{ "transactions": [[]] }` or `[null]` is a
 * 400 naming the item (`transactions.0`), where class-validator alone would look inside the inner
 * list and let it through to the service.
 */
function EveryItemAnObject(): PropertyDecorator {
  const isObject = (item: unknown) => typeof item === 'object' && item !== null && !Array.isArray(item);
  return ValidateBy({
    name: 'everyItemAnObject',
    validator: {
      validate: (value: unknown) => !Array.isArray(value) || value.every(isObject),
      defaultMessage: ({ value }: ValidationArguments) => {
        const index = (value as unknown[]).findIndex((item) => !isObject(item));
        return entryMessage(String(index), `transactions.${index} must be a transaction object.`);
      },
    },
  });
}

/**
 * POST /v1/banking/transactions (docs/product/api.md#sandbox), in the documented API's own
 * property names. The amount's minimum is a business rule (422), checked by the service.
 */
export class CreateTransactionDto {
  @RequiredText({ maxLength: limits.accountId })
  account_id: string;

  @MoneyAmount()
  amount: number;

  /** Every account is in USD; another ISO 4217 code is refused as not the account's currency. */
  @ApiProperty({ enum: [SANDBOX_CURRENCY] })
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

  @OptionalCustomFields()
  custom_fields?: CustomFields;
}

/**
 * A bulk post (Business and Enterprise): `{ "transactions": [ … ] }`, each item a transaction as
 * above. How many one call may hold is the plan's (a business rule, checked by the service); this
 * is the documented API's ceiling.
 */
export class BulkTransactionsDto {
  @ApiProperty({ type: [CreateTransactionDto], minItems: 1, maxItems: DOCUMENTED_LIMITS.transactionsPerRequest })
  @IsArray({ message: 'transactions must be a list of transactions' })
  @ArrayMinSize(1, { message: 'transactions must hold at least one transaction' })
  @ArrayMaxSize(DOCUMENTED_LIMITS.transactionsPerRequest, {
    message: `transactions holds up to ${DOCUMENTED_LIMITS.transactionsPerRequest.toLocaleString('en-US')} items`,
  })
  @EveryItemAnObject()
  @ValidateNested({ each: true })
  @Type(() => CreateTransactionDto)
  transactions: CreateTransactionDto[];
}
