import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { DOCUMENTED_LIMITS } from '@northvault/contracts/business';
import { planGrants } from '@northvault/contracts/permissions';
import type { PlanId } from '@northvault/contracts/plans';
import { customFieldsMessage, type CustomFieldsProblem } from '@northvault/contracts/sandbox';
import { textProblem } from '@northvault/contracts/text-fields';
import { entryMessage } from '../../http/validation-fields';
import { demandPermission } from '../../auth/public';

/** Enterprise's own string keys and values on an account or a transaction (docs/product/api.md#custom-fields). */
export type CustomFields = Record<string, string>;

const { maxKeys, maxKeyLength, maxValueLength } = DOCUMENTED_LIMITS.customFields;

/** What is wrong with a sent `custom_fields`, and at which key when one entry is. */
interface CustomFieldsFault {
  problem: CustomFieldsProblem;
  key?: string;
}

function isJsonObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first fault of `value`, entry by entry in the order sent; null when it is a valid object. */
export function customFieldsFault(value: unknown): CustomFieldsFault | null {
  if (!isJsonObject(value)) return { problem: { kind: 'not-object' } };
  const entries = Object.entries(value);
  if (entries.length > maxKeys) return { problem: { kind: 'too-many-keys' } };
  for (const [key, entry] of entries) {
    // A bad key is not echoed as a path: it may be long or hold control characters.
    const keyProblem = key === '' ? 'empty' : textProblem(key, { maxLength: maxKeyLength });
    if (keyProblem !== null) return { problem: { kind: 'key', problem: keyProblem } };
    if (typeof entry !== 'string') return { problem: { kind: 'value-not-text' }, key };
    const valueProblem = textProblem(entry, { maxLength: maxValueLength });
    if (valueProblem !== null) return { problem: { kind: 'value', problem: valueProblem }, key };
  }
  return null;
}

function faultMessage({ value }: ValidationArguments): string {
  const fault = customFieldsFault(value)!;
  const sentence = customFieldsMessage(fault.problem);
  return fault.key === undefined ? sentence : entryMessage(fault.key, sentence);
}

/**
 * An optional `custom_fields`: an object of string keys and values within the documented limits.
 * Values are kept as sent (not trimmed): they are the subscriber's own data. Whether the plan
 * takes them at all is a plan rule (403), checked by the services.
 */
export function OptionalCustomFields(): PropertyDecorator {
  return applyDecorators(
    ApiProperty({
      type: 'object',
      selfRequired: false,
      additionalProperties: { type: 'string', maxLength: maxValueLength },
      maxProperties: maxKeys,
      description: `Enterprise only: your own string keys (1 to ${maxKeyLength} characters) and values (up to ${maxValueLength} characters), at most ${maxKeys} keys.`,
      example: { ledger_code: '4010' },
    }),
    ValidateBy({
      name: 'customFields',
      validator: {
        validate: (value: unknown) => value === undefined || customFieldsFault(value) === null,
        defaultMessage: faultMessage,
      },
    }),
  );
}

/** Whether the plan's accounts and transactions carry `custom_fields`. */
export function planHasCustomFields(planId: PlanId): boolean {
  return planGrants(planId, 'custom_fields');
}

/**
 * 403 `plan_upgrade_required` when a plan without custom fields sends them at all, even `{}`,
 * before anything is written; `param` is where they were sent.
 */
export function checkCustomFieldsAllowed(planId: PlanId, fields: CustomFields | undefined, param: string): void {
  if (fields !== undefined) demandPermission({ planId }, 'custom_fields', param);
}

/** The `custom_fields` property of a body, for the plans that have it: other plans' shapes are unchanged. */
export function customFieldsProperty(planId: PlanId, fields: CustomFields): { custom_fields?: CustomFields } {
  return planHasCustomFields(planId) ? { custom_fields: fields } : {};
}

/**
 * The custom fields as part of a request's idempotency hash: in key order, since a JSON object's
 * order means nothing; none (absent or `{}`) adds nothing, so hashes written before custom fields
 * existed still match the same request.
 */
export function customFieldsForHash(fields: CustomFields | undefined): [string, string][][] {
  const entries = Object.entries(fields ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return entries.length === 0 ? [] : [entries];
}
