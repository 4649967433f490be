import type { ValidationError } from 'class-validator';

/** class-validator's constraint name for a property the DTO does not declare (forbidNonWhitelisted). */
const UNKNOWN_FIELD_CONSTRAINT = 'whitelistValidation';

/** Flattens class-validator errors into `{ "paymentMethod.cardNumber": "<message>" }`, first failure first. */
export function validationFields(errors: readonly ValidationError[], parentPath = ''): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const error of errors) {
    const path = parentPath === '' ? error.property : `${parentPath}.${error.property}`;
    const constraints = error.constraints ?? {};
    if (UNKNOWN_FIELD_CONSTRAINT in constraints) {
      fields[path] = `Unknown field: ${path}`;
    } else {
      const [message] = Object.values(constraints);
      if (message !== undefined) fields[path] = message;
    }
    Object.assign(fields, validationFields(error.children ?? [], path));
  }
  return fields;
}
