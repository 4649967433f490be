/**
 * Property decorators for request bodies. Each applies one transform and one validator, so a
 * field fails with exactly one message, and the message is chosen from what was actually sent
 * (missing or blank, not text, text the rule refuses, or the field's own rule). Every message is
 * a sentence from `fieldMessage` in the contracts (docs/product/messages.md#field-messages): it
 * names the field as a person would, never by its property.
 * Every text field also has a TextRule: no control characters (tab and line breaks only in
 * message fields), no half surrogate pairs, and a maximum length, all from the contracts.
 * Each decorator also describes its field to the OpenAPI document (type, required, maximum
 * length), so the documented API's schemas come from the very rules that validate it.
 */
import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsObject, IsOptional, ValidateBy, ValidateNested, type ValidationArguments } from 'class-validator';
import { isValidEmail } from '@northvault/contracts/email';
import { fieldMessage, type FieldProblem } from '@northvault/contracts/field-messages';
import { textProblem, type TextRule } from '@northvault/contracts/text-fields';

/** The field's schema in the OpenAPI document: text of the rule's maximum length, unless `schema` says otherwise. */
function describedText(rule: TextRule, required: boolean, schema: ApiPropertyOptions = {}): PropertyDecorator {
  return ApiProperty({ type: String, maxLength: rule.maxLength, required, ...schema } as ApiPropertyOptions);
}

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

/** A string whose text breaks no TextRule. */
function isCleanText(value: unknown, rule: TextRule): value is string {
  return typeof value === 'string' && textProblem(value, rule) === null;
}

/**
 * The message for a value that failed: missing, not a string, or text the rule refuses; null when
 * the value is clean text (and something field-specific is wrong with it).
 */
function textMessage(property: string, value: unknown, rule: TextRule, required: boolean): string | null {
  if (required && isMissing(value)) return fieldMessage(property, { kind: 'missing' });
  if (typeof value !== 'string') return fieldMessage(property, { kind: 'not-text' });
  const problem = textProblem(value, rule);
  return problem === null ? null : fieldMessage(property, { kind: 'text', problem, maxLength: rule.maxLength });
}

/**
 * What a field's own rule expects: a phrase that completes "<Field> must be …", or
 * `AN_EMAIL_ADDRESS`, which every form words the same way.
 */
export const AN_EMAIL_ADDRESS: FieldProblem = { kind: 'invalid-email' };
export type Expected = string | FieldProblem;

/** What the rule expects, for the field's description in the OpenAPI document. */
function expectation(expected: Expected): ApiPropertyOptions {
  return typeof expected === 'string' ? { description: `Must be ${expected}.` } : {};
}

function ruleProblem(expected: Expected): FieldProblem {
  return typeof expected === 'string' ? { kind: 'mismatch', expected } : expected;
}

/** A string that is not empty after trimming. */
export function RequiredText(rule: TextRule): PropertyDecorator {
  return applyDecorators(
    describedText(rule, true),
    trim,
    ValidateBy({
      name: 'requiredText',
      validator: {
        validate: (value: unknown) => value !== '' && isCleanText(value, rule),
        defaultMessage: ({ property, value }: ValidationArguments) => textMessage(property, value, rule, true)!,
      },
    }),
  );
}

/**
 * A password: never trimmed (its spaces are part of it) and never echoed in a message, but held
 * to the same control-character and length rules as every other text field.
 */
export function RequiredSecret(rule: TextRule): PropertyDecorator {
  return applyDecorators(
    describedText(rule, true, { format: 'password' }),
    ValidateBy({
      name: 'requiredSecret',
      validator: {
        validate: (value: unknown) => value !== '' && isCleanText(value, rule),
        defaultMessage: ({ property, value }: ValidationArguments) => textMessage(property, value, rule, true)!,
      },
    }),
  );
}

/** A required address matching the shared email rule. */
export function RequiredEmail(rule: TextRule): PropertyDecorator {
  return applyDecorators(
    describedText(rule, true, { format: 'email' }),
    trim,
    ValidateBy({
      name: 'requiredEmail',
      validator: {
        validate: (value: unknown) => value !== '' && isCleanText(value, rule) && isValidEmail(value),
        defaultMessage: ({ property, value }: ValidationArguments) =>
          textMessage(property, value, rule, true) ?? fieldMessage(property, AN_EMAIL_ADDRESS),
      },
    }),
  );
}

/** A string that may be left out, sent as null, or sent empty. */
export function OptionalText(rule: TextRule): PropertyDecorator {
  return applyDecorators(
    describedText(rule, false),
    trimToUndefined,
    ValidateBy({
      name: 'optionalText',
      validator: {
        validate: (value: unknown) => value === undefined || value === null || isCleanText(value, rule),
        defaultMessage: ({ property, value }: ValidationArguments) => textMessage(property, value, rule, false)!,
      },
    }),
  );
}

/**
 * A required string that also passes `check`; `expected` says what the rule wants.
 * Blank counts as missing.
 */
export function RequiredMatching(
  check: (value: string) => boolean,
  expected: Expected,
  rule: TextRule,
): PropertyDecorator {
  return applyDecorators(
    describedText(rule, true, expectation(expected)),
    trim,
    ValidateBy({
      name: 'requiredMatching',
      validator: {
        validate: (value: unknown) => value !== '' && isCleanText(value, rule) && check(value),
        defaultMessage: ({ property, value }: ValidationArguments) =>
          textMessage(property, value, rule, true) ?? fieldMessage(property, ruleProblem(expected)),
      },
    }),
  );
}

/** A string that may be left empty, but when given must pass `check`. Stored as '' when empty. */
export function OptionalMatching(
  check: (value: string) => boolean,
  expected: Expected,
  rule: TextRule,
): PropertyDecorator {
  return applyDecorators(
    describedText(rule, false, expectation(expected)),
    Transform(({ value }: { value: unknown }) =>
      value === undefined || value === null ? '' : typeof value === 'string' ? value.trim() : value,
    ),
    ValidateBy({
      name: 'optionalMatching',
      validator: {
        validate: (value: unknown) => isCleanText(value, rule) && (value === '' || check(value)),
        defaultMessage: ({ property, value }: ValidationArguments) =>
          textMessage(property, value, rule, false) ?? fieldMessage(property, ruleProblem(expected)),
      },
    }),
  );
}

/** A string that may be left out or sent empty, but when given must pass `check`. */
export function OptionalTextMatching(
  check: (value: string) => boolean,
  expected: Expected,
  rule: TextRule,
): PropertyDecorator {
  return applyDecorators(
    describedText(rule, false, expectation(expected)),
    trimToUndefined,
    ValidateBy({
      name: 'optionalTextMatching',
      validator: {
        validate: (value: unknown) =>
          value === undefined || value === null || (isCleanText(value, rule) && check(value)),
        defaultMessage: ({ property, value }: ValidationArguments) =>
          textMessage(property, value, rule, false) ?? fieldMessage(property, ruleProblem(expected)),
      },
    }),
  );
}

/** An optional true or false. */
export function OptionalBoolean(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: Boolean, required: false }),
    ValidateBy({
      name: 'optionalBoolean',
      validator: {
        validate: (value: unknown) => value === undefined || value === null || typeof value === 'boolean',
        defaultMessage: ({ property }: ValidationArguments) => fieldMessage(property, { kind: 'not-boolean' }),
      },
    }),
  );
}

/** An optional choice from a fixed list; left out or null means "use the default". */
export function OptionalOneOf(values: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, enum: [...values], required: false }),
    ValidateBy({
      name: 'optionalOneOf',
      constraints: [values],
      validator: {
        validate: (value: unknown) => value === undefined || value === null || values.includes(value as string),
        defaultMessage: ({ property }: ValidationArguments) => fieldMessage(property, { kind: 'one-of', values }),
      },
    }),
  );
}

/** A required choice from a fixed list. */
export function RequiredOneOf(values: readonly string[]): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, enum: [...values] }),
    ValidateBy({
      name: 'requiredOneOf',
      constraints: [values],
      validator: {
        validate: (value: unknown) => values.includes(value as string),
        defaultMessage: ({ property }: ValidationArguments) => fieldMessage(property, { kind: 'one-of', values }),
      },
    }),
  );
}

/** An optional nested object validated field by field with its own DTO class. */
export function OptionalNested(type: () => new () => object): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type, required: false }),
    IsOptional(),
    IsObject({ message: ({ property }: ValidationArguments) => fieldMessage(property, { kind: 'not-object' }) }),
    ValidateNested(),
    Type(type),
  );
}
