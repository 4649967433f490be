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
 * Marks a message that names one entry of an object-valued field (`custom_fields` →
 * `custom_fields.ledger_code`): class-validator gives a rule no way to name a path below its own
 * property but the message, so the entry's key travels in it and is taken out here. A NUL never
 * starts a sentence, and `$` is escaped because class-validator rewrites `$property` and the like.
 */
const ENTRY_MARK = '\u0000';

/** The message of a rule whose field is wrong at the entry `key`, for `validationFields` to name. */
export function entryMessage(key: string, sentence: string): string {
  return `${ENTRY_MARK}${JSON.stringify({ key, sentence }).replaceAll('$', '\\u0024')}`;
}

/** The path and sentence of a field's failure, below the field when the rule named an entry. */
function located(path: string, message: string): [string, string] {
  if (!message.startsWith(ENTRY_MARK)) return [path, message];
  const { key, sentence } = JSON.parse(message.slice(ENTRY_MARK.length)) as { key: string; sentence: string };
  return [`${path}.${key}`, sentence];
}

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
    if (message !== undefined) {
      const [at, sentence] = located(path, message);
      fields[at] = sentence;
    }
    // A rule that named an entry (`transactions.1`) keeps its sentence over the entry's own.
    for (const [at, sentence] of Object.entries(validationFields(error.children ?? [], path))) fields[at] ??= sentence;
  }
  return fields;
}

function fieldSentence(path: string, constraints: Record<string, string>): string | undefined {
  if (UNKNOWN_FIELD_CONSTRAINT in constraints) return `Unknown field: ${path}`;
  const [ownRule] = Object.entries(constraints).filter(([name]) => name !== NESTED_CONSTRAINT);
  if (ownRule) return ownRule[1];
  return NESTED_CONSTRAINT in constraints ? fieldMessage(path, { kind: 'not-object' }) : undefined;
}
