/**
 * A small JSON value signed with SESSION_SECRET for one purpose, carried in an HttpOnly cookie:
 * the browser holds it but cannot forge or alter it, and a value sealed for one purpose (a sign-in
 * attempt) is worthless for another (a receipt).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

function signature(purpose: string, payload: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(`${purpose}.${payload}`).digest();
}

/** A MAC of `text` for one purpose, for a value the server knows and only its holder may prove. */
export function signText(purpose: string, text: string, secret: string): string {
  return signature(purpose, text, secret).toString('base64url');
}

/** Whether `mac` is `signText(purpose, text, secret)`, compared in constant time. */
export function textSignatureMatches(purpose: string, text: string, mac: string, secret: string): boolean {
  const expected = signature(purpose, text, secret);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export function sealValue(purpose: string, value: object, secret: string): string {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${signature(purpose, payload, secret).toString('base64url')}`;
}

/** The value as sealed, or null when it is missing, tampered with, malformed or sealed for another purpose. */
export function openValue(purpose: string, sealed: string | undefined, secret: string): Record<string, unknown> | null {
  const [payload, mac, ...rest] = (sealed ?? '').split('.');
  if (!payload || !mac || rest.length > 0) return null;
  if (!textSignatureMatches(purpose, payload, mac, secret)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString());
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
