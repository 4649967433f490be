import type { ValidationError } from 'class-validator';
import { fieldMessage } from '@northvault/contracts/field-messages';

/** class-validator's constraint name for a property the DTO does not declare (forbidNonWhitelisted). */
const UNKNOWN_FIELD_CONSTRAINT = 'whitelistValidation';
/**
 * class-validator's own constraint for a nested DTO that got something other than an object; its
 * default message names the property, so it is worded here like every other field's.
 */
const NESTED_CONSTRAINT = 'nestedValidation';

/**
 * Flattens class-validator errors into `{ "paymentMethod.cardNumber": "<sentence>" }`, first failure
 * first. This is the one place a validation failure becomes what the API answers: the field rules
 * word their sentences with `fieldMessage`, and the only constraints that are not theirs are
 * worded here.
 */
export function validationFields(errors: readonly ValidationError[], parentPath = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = parentPath === '' ? error.property : `${parentPath}.${error.property}`;
    const message = fieldSentence(path, error.constraints ?? {});
    if (message !== undefined) fields[path] = message;
    Object.assign(fields, validationFields(error.children ?? [], path));
  }
  return fields;
}

function fieldSentence(path: string, constraints: Record<string, string>): string | undefined {
  if (UNKNOWN_FIELD_CONSTRAINT in constraints) return `Unknown field: ${path}`;
  const [ownRule] = Object.entries(constraints).filter(([name]) => name !== NESTED_CONSTRAINT);
  if (ownRule) return ownRule[1];
  return NESTED_CONSTRAINT in constraints ? fieldMessage(path, { kind: 'not-object' }) : undefined;
}
