import { ValidateBy, type ValidationArguments } from 'class-validator';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalTextMatching, RequiredMatching } from '../http/field-rules';
import { SANDBOX_ACCOUNT_TYPES } from '../database/schema';

/** Larger than any sandbox balance needs, and far inside a bigint of cents. */
const MAX_DEPOSIT = 1_000_000_000;

/** A finite amount in major units with at most two decimals (cents). */
function MoneyAmount(): PropertyDecorator {
  return ValidateBy({
    name: 'moneyAmount',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= 0 &&
        value <= MAX_DEPOSIT &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      defaultMessage: ({ property, value }: ValidationArguments) =>
        value === undefined || value === null
          ? `${property} is required`
          : `${property} must be an amount from 0 to ${MAX_DEPOSIT} with at most two decimals`,
    },
  });
}

const limits = TEXT_LIMITS.sandboxAccount;

/**
 * POST /v1/banking/accounts (docs/product/api.md#sandbox). The property names are the documented
 * API's own (snake_case). The deposit's minimum is a business rule (422), checked by the service.
 */
export class CreateAccountDto {
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
}
