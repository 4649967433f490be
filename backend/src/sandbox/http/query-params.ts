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

/** `2026-11-01`, or `2026-11-01T08:30:00Z` / `…+02:00` (RFC 3339, as OpenAPI's `date` and `date-time` formats). */
const DATE_OR_TIME = /^(\d{4})-(\d\d)-(\d\d)(?:[Tt](\d\d):(\d\d):(\d\d)(?:\.\d{1,9})?(?:[Zz]|[+-](\d\d):(\d\d)))?$/;

/** The earliest date a date parameter takes: nothing in the sandbox is older, and year 0 is no date a database keeps. */
export const EARLIEST_QUERY_DATE_YEAR = 1970;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The instant a date or time names, or null when it is not one of the two forms or names no real day or time. */
export function parseQueryDate(text: string): Date | null {
  const match = DATE_OR_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0, offsetHours = 0, offsetMinutes = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  if (year! < EARLIEST_QUERY_DATE_YEAR || month! < 1 || month! > 12 || day! < 1 || day! > daysInMonth(year!, month!)) {
    return null;
  }
  if (hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return null;
  const date = new Date(match[4] === undefined ? `${text}T00:00:00Z` : text);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** An optional date or time query parameter that names a real day (`2026-02-30` does not), or 400 naming it. */
export function optionalQueryDate(value: unknown, name: string): Date | undefined {
  const text = optionalQueryText(value, name, 40);
  if (text === undefined) return undefined;
  const date = parseQueryDate(text);
  if (date === null) {
    throw new SandboxException(
      HttpStatus.BAD_REQUEST,
      'invalid_request',
      `${name} must be a date or time that exists, from ${EARLIEST_QUERY_DATE_YEAR} on, such as 2026-11-01 or 2026-11-01T00:00:00Z.`,
      name,
    );
  }
  return date;
}
