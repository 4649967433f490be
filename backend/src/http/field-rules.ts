/**
 * Property decorators for request bodies. Each applies one transform and one validator, so a
 * field fails with exactly one message, and the message is chosen from what was actually sent
 * ("is required" for missing or blank, "must be a string" for a number, array or object).
 */
import { applyDecorators } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';
import { isValidEmail } from '@northvault/contracts/email';

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

/** Optional text: an empty (or blank) string counts as not given. */
const trimToUndefined = Transform(({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
});

function isMissing(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** A string that is not empty after trimming. */
export function RequiredText(): PropertyDecorator {
  return applyDecorators(
    trim,
    ValidateBy({
      name: 'requiredText',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value !== '',
        defaultMessage: ({ property, value }: ValidationArguments) =>
          isMissing(value) ? `${property} is required` : `${property} must be a string`,
      },
    }),
  );
}

/** A required address matching the shared email rule (SPEC section 5). */
export function RequiredEmail(): PropertyDecorator {
  return applyDecorators(
    trim,
    ValidateBy({
      name: 'requiredEmail',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && isValidEmail(value),
        defaultMessage: ({ property, value }: ValidationArguments) => {
          if (isMissing(value)) return `${property} is required`;
          if (typeof value !== 'string') return `${property} must be a string`;
          return `${property} must be a valid email address`;
        },
      },
    }),
  );
}

/** A string that may be left out, sent as null, or sent empty. */
export function OptionalText(): PropertyDecorator {
  return applyDecorators(
    trimToUndefined,
    ValidateBy({
      name: 'optionalText',
      validator: {
        validate: (value: unknown) => value === undefined || value === null || typeof value === 'string',
        defaultMessage: ({ property }: ValidationArguments) => `${property} must be a string`,
      },
    }),
  );
}

/**
 * A required string that also passes `rule`; `expected` completes "<field> must be …".
 * Blank counts as missing.
 */
export function RequiredMatching(rule: (value: string) => boolean, expected: string): PropertyDecorator {
  return applyDecorators(
    trim,
    ValidateBy({
      name: 'requiredMatching',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && value !== '' && rule(value),
        defaultMessage: ({ property, value }: ValidationArguments) => {
          if (isMissing(value)) return `${property} is required`;
          if (typeof value !== 'string') return `${property} must be a string`;
          return `${property} must be ${expected}`;
        },
      },
    }),
  );
}

/** A string that may be left empty, but when given must pass `rule`. Stored as '' when empty. */
export function OptionalMatching(rule: (value: string) => boolean, expected: string): PropertyDecorator {
  return applyDecorators(
    Transform(({ value }: { value: unknown }) =>
      value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value,
    ),
    ValidateBy({
      name: 'optionalMatching',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (value === '' || rule(value)),
        defaultMessage: ({ property, value }: ValidationArguments) =>
          typeof value !== 'string' ? `${property} must be a string` : `${property} must be ${expected}`,
      },
    }),
  );
}

/** An optional true or false. */
export function OptionalBoolean(): PropertyDecorator {
  return ValidateBy({
    name: 'optionalBoolean',
    validator: {
      validate: (value: unknown) => value === undefined || value === null || typeof value === 'boolean',
      defaultMessage: ({ property }: ValidationArguments) => `${property} must be true or false`,
    },
  });
}

/** An optional choice from a fixed list; left out or null means "use the default". */
export function OptionalOneOf(values: readonly string[]): PropertyDecorator {
  return ValidateBy({
    name: 'optionalOneOf',
    constraints: [values],
    validator: {
      validate: (value: unknown) => value === undefined || value === null || values.includes(value as string),
      defaultMessage: ({ property }: ValidationArguments) => `${property} must be one of: ${values.join(', ')}`,
    },
  });
}

/** An optional nested object validated field by field with its own DTO class. */
export function OptionalNested(type: () => new () => object): PropertyDecorator {
  return applyDecorators(
    IsOptional(),
    IsObject({ message: ({ property }: ValidationArguments) => `${property} must be an object` }),
    ValidateNested(),
    Type(type),
  );
}
