/**
 * Checks a parsed JSON body before class-transformer sees it, for two things it handles badly.
 * Keys naming a member of Object.prototype (`__proto__`, `constructor`, `toString`,
 * `hasOwnProperty`…) or `prototype`: it drops them without a word, and class-validator's whitelist
 * even counts some as declared, so a body carrying them would pass as if they were never sent.
 * And deep nesting, which it walks recursively until the stack overflows (a 500). The walk here
 * uses its own stack.
 */
import { RequestValidationException } from './request-validation.exception';

/** Far deeper than any request body of the API needs (checkout's billing address is at depth 3). */
export const MAX_BODY_DEPTH = 32;

export const TOO_DEEPLY_NESTED = `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;

/** No request DTO declares any of these. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set([
  ...Object.getOwnPropertyNames(Object.prototype),
  'prototype',
]);

/** The first problem with the body's structure, or null when there is none. */
export function bodyStructureProblem(body: unknown): RequestValidationException | null {
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path, depth } = next;
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= MAX_BODY_DEPTH) return new RequestValidationException(TOO_DEEPLY_NESTED);
    for (const key of Object.keys(value)) {
      const keyPath = path === '' ? key : `${path}.${key}`;
      if (RESERVED_KEYS.has(key)) {
        const message = `Unknown field: ${keyPath}`;
        // fromEntries defines the key as an own property; `fields[keyPath] = …` would set a prototype.
        return new RequestValidationException(message, Object.fromEntries([[keyPath, message]]));
      }
      pending.push({ value: (value as Record<string, unknown>)[key], path: keyPath, depth: depth + 1 });
    }
  }
  return null;
}
