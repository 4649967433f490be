/**
 * zod schemas for single environment variables. Each message completes the sentence
 * "<VARIABLE> ..." so a failure reads `PORT must be an integer from 1 to 65535 (got "abc")`.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

export function integerVariable(options: { min: number; max: number; fallback: number }) {
  const { min, max, fallback } = options;
  const message = `must be an integer from ${min} to ${max}`;
  return z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message)
    .default(fallback);
}

export function oneOfVariable<const T extends readonly [string, ...string[]]>(values: T, fallback: T[number]) {
  return z.enum(values, { error: `must be one of: ${values.join(', ')}` }).default(fallback);
}

/** An http(s) origin such as http://localhost:8080, normalised without a trailing slash. */
export function originVariable(fallback: string) {
  const message = 'must be an http:// or https:// origin such as http://localhost:8080';
  return z
    .string()
    .refine((value) => {
      const url = parseUrl(value);
      return url !== null && /^https?:$/.test(url.protocol) && (url.pathname === '/' || url.pathname === '');
    }, message)
    .transform((value) => new URL(value).origin)
    .default(fallback);
}

export function postgresUrlVariable() {
  return z
    .string()
    .refine((value) => {
      const url = parseUrl(value);
      return url !== null && (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.hostname !== '';
    }, 'must be a postgres:// or postgresql:// URL')
    .optional();
}

/** What express accepts for `trust proxy`: true/false, a hop count, or a list of addresses, subnets and names. */
export type TrustProxy = boolean | number | readonly string[];

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

export function trustProxyVariable(fallback: TrustProxy) {
  const message =
    'must be true, false, a number of proxy hops, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or subnets';
  return z
    .string()
    .transform((value, context): TrustProxy => {
      const trimmed = value.trim().toLowerCase();
      if (trimmed === 'true') return true;
      if (trimmed === 'false') return false;
      if (/^\d+$/.test(trimmed)) return Number(trimmed);
      const entries = trimmed.split(',').map((entry) => entry.trim());
      if (!entries.every(isTrustedProxyEntry)) {
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Object.freeze(entries);
    })
    .default(fallback);
}

function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
