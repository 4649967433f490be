import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Larger than any sandbox balance needs, and far inside a bigint of cents. */
export const MAX_AMOUNT = 1_000_000_000;

/**
 * The OpenAPI keyword that says an amount has at most two decimals. JSON Schema's `multipleOf:
 * 0.01` would say it in words, but a validator divides in binary floating point, so 19.99 / 0.01
 * is not a whole number and standard validators (ajv, Prism) refuse amounts the API accepts; an
 * `x-` keyword is left alone by validators that do not know it, and the contract test checks it.
 */
export const DECIMAL_PLACES_KEYWORD = 'x-decimal-places';

/** A finite amount in major units from 0 with at most two decimals (cents); minimums are business rules (422). */
export function MoneyAmount(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: Number,
      format: 'double',
      minimum: 0,
      maximum: MAX_AMOUNT,
      description: 'An amount in major units with at most two decimals (cents), such as 19.99.',
      // The options' type knows no `x-` keys; @nestjs/swagger copies them into the schema as they are.
      ...({ [DECIMAL_PLACES_KEYWORD]: 2 } as object),
    }),
    moneyAmountRule(),
  );
}

/** Whether a JSON number has at most two decimals, as the API reads it (19.99 and 4.35 do). */
export function hasCents(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

function moneyAmountRule(): PropertyDecorator {
  return ValidateBy({
    name: 'moneyAmount',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= MAX_AMOUNT && hasCents(value),
      defaultMessage: ({ property, value }: ValidationArguments) =>
        value === undefined || value === null
          ? `${property} is required`
          : `${property} must be an amount from 0 to ${MAX_AMOUNT} with at most two decimals`,
    },
  });
}

/** 12.34 → 1234. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}
