import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';

/** Larger than any sandbox balance needs, and far inside a bigint of cents. */
export const MAX_AMOUNT = 1_000_000_000;

/** A finite amount in major units from 0 with at most two decimals (cents); minimums are business rules (422). */
export function MoneyAmount(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Number, minimum: 0, maximum: MAX_AMOUNT, multipleOf: 0.01 }),
    moneyAmountRule(),
  );
}

function moneyAmountRule(): PropertyDecorator {
  return ValidateBy({
    name: 'moneyAmount',
    validator: {
      validate: (value: unknown) =>
        typeof value === 'number' &&
        Number.isFinite(value) &&
        value >= 0 &&
        value <= MAX_AMOUNT &&
        Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
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
