/**
 * Query and path parameters under the rules of body fields (docs/security.md#parameters): every
 * parameter a route declares is text (given once), with no control characters, no half surrogate
 * pairs, and at most MAX_PARAMETER_LENGTH characters; ids and dates are held to their own shape
 * by a ParameterShape pipe on the parameter. A refusal is the same 400 as a body field's, with
 * `fields` naming the parameter (and the sandbox's `param`), so nothing malformed reaches a query.
 */
import { type ArgumentMetadata, Injectable, type PipeTransform } from '@nestjs/common';
import { type FieldProblem, parameterMessage } from '@northvault/contracts/field-messages';
import { textProblem } from '@northvault/contracts/text-fields';
import { RequestValidationException } from './request-validation.exception';

/** Longer than any id, date, cursor or return path the API takes; a URL is no place for a document. */
export const MAX_PARAMETER_LENGTH = 2048;

/** A sentence for the name of a parameter that cannot be shown as it was sent. */
export const BAD_PARAMETER_NAME = 'A parameter’s name must be text without control characters.';

function refused(parameter: string, problem: FieldProblem): RequestValidationException {
  return RequestValidationException.fromFields({ [parameter]: parameterMessage(parameter, problem) });
}

/** The refusal of one parameter's value, or null when it is text the rules accept (or absent). */
export function parameterRefusal(parameter: string, value: unknown): RequestValidationException | null {
  if (value === undefined) return null;
  // `?status=a&status=b` arrives as a list: a parameter is given once.
  if (typeof value !== 'string') return refused(parameter, { kind: 'not-text' });
  const problem = textProblem(value, { maxLength: MAX_PARAMETER_LENGTH });
  return problem === null ? null : refused(parameter, { kind: 'text', problem, maxLength: MAX_PARAMETER_LENGTH });
}

/**
 * What the global pipe runs on every `@Query()` and `@Param()` before anything else: one named
 * parameter, or each of the parameters of a whole query or path.
 */
export function checkParameters(metadata: ArgumentMetadata, value: unknown): void {
  if (metadata.type !== 'query' && metadata.type !== 'param') return;
  if (metadata.data !== undefined) {
    const refusal = parameterRefusal(metadata.data, value);
    if (refusal) throw refusal;
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  for (const [name, item] of Object.entries(value)) {
    if (textProblem(name, { maxLength: MAX_PARAMETER_LENGTH }) !== null) {
      throw new RequestValidationException(BAD_PARAMETER_NAME);
    }
    const refusal = parameterRefusal(name, item);
    if (refusal) throw refusal;
  }
}

/**
 * A parameter that must match its id's or value's shape, such as `@Param('id', WLV_ID)`; absent
 * query parameters pass (the handler decides whether it needs one). `expected` completes
 * "The parameter id must be …".
 */
@Injectable()
export class ParameterShape implements PipeTransform<unknown, unknown> {
  constructor(
    private readonly pattern: RegExp,
    private readonly expected: string,
  ) {}

  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (value === undefined || (typeof value === 'string' && this.pattern.test(value))) return value;
    throw refused(metadata.data ?? 'id', { kind: 'mismatch', expected: this.expected });
  }
}
