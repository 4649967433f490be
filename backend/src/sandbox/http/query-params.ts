/** Query parameters of the sandbox's lists, each refused with a 400 naming it. */
import { HttpStatus } from '@nestjs/common';
import { limitTooLargeMessage } from '@northvault/contracts/sandbox';
import type { PlanId } from '@northvault/contracts/plans';
import { SandboxException } from './sandbox-error';

/**
 * The `limit` query parameter of a list: a whole number from 1, `fallback` when absent. Past the
 * plan's cap it is 400 `limit_too_large`, saying the cap.
 */
export function listLimit(value: unknown, planId: PlanId, cap: number, fallback: number): number {
  if (value === undefined) return Math.min(fallback, cap);
  const parsed = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!(parsed >= 1)) {
    throw new SandboxException(
      HttpStatus.BAD_REQUEST,
      'invalid_request',
      'limit must be a whole number from 1.',
      'limit',
    );
  }
  if (parsed > cap) {
    throw new SandboxException(HttpStatus.BAD_REQUEST, 'limit_too_large', limitTooLargeMessage(planId, cap), 'limit');
  }
  return parsed;
}

/** A required text query parameter, or 400 naming it. */
export function requiredQueryText(value: unknown, name: string, maxLength: number): string {
  if (value === undefined || value === '') {
    throw new SandboxException(HttpStatus.BAD_REQUEST, 'invalid_request', `${name} is required.`, name);
  }
  return optionalQueryText(value, name, maxLength)!;
}

/** An optional text query parameter, or 400 naming it. */
export function optionalQueryText(value: unknown, name: string, maxLength: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) {
    throw new SandboxException(
      HttpStatus.BAD_REQUEST,
      'invalid_request',
      `${name} must be text of at most ${maxLength} characters.`,
      name,
    );
  }
  return value;
}

/** A query parameter that must be one of `values`, or 400 naming it. */
export function optionalQueryChoice<T extends string>(
  value: unknown,
  name: string,
  values: readonly T[],
): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string' && (values as readonly string[]).includes(value)) return value as T;
  throw new SandboxException(
    HttpStatus.BAD_REQUEST,
    'invalid_request',
    `${name} must be one of: ${values.join(', ')}`,
    name,
  );
}
