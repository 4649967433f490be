/**
 * What of a /v1 body the request log may keep (docs/product/api.md#request-log): the value of every
 * field whose name says it holds a secret (passwords, tokens, keys, secrets, authorization), and
 * every run of 13 to 19 digits that passes the Luhn check (a card number, spaced or dashed or not),
 * become `[REDACTED]`; then the text is cut to 8 KB.
 */
import { REDACTED, REQUEST_LOG_BODY_LIMIT_BYTES, TRUNCATED_MARK } from '@northvault/contracts/request-logs';

/** Field names whose values are secrets, whatever their case or separators. */
const SECRET_FIELD = /pass(word|phrase)?|secret|token|api_?key|authori[sz]ation|cvc|cvv|pin$/i;

/** 13 to 19 digits, optionally separated by single spaces or dashes. */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Card numbers in free text become `[REDACTED]`. */
export function redactCardNumbers(text: string): string {
  return text.replace(DIGIT_RUN, (run) => (passesLuhn(run.replace(/[ -]/g, '')) ? REDACTED : run));
}

function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactCardNumbers(value);
  if (typeof value === 'number') {
    const text = String(value);
    return /^\d{13,19}$/.test(text) && passesLuhn(text) ? REDACTED : value;
  }
  if (Array.isArray(value)) return value.map(redactValue);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [key, SECRET_FIELD.test(key) ? REDACTED : redactValue(field)]),
    );
  }
  return value;
}

/** Cuts UTF-8 text to the limit without splitting a character, and says it was cut. */
export function capBody(text: string, limit = REQUEST_LOG_BODY_LIMIT_BYTES): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= limit) return text;
  const room = limit - Buffer.byteLength(TRUNCATED_MARK, 'utf8');
  // Decoding a cut sequence yields U+FFFD at the end; drop it.
  return (
    bytes
      .subarray(0, room)
      .toString('utf8')
      .replace(/\uFFFD+$/, '') + TRUNCATED_MARK
  );
}

/**
 * The text the log keeps of a body: JSON (parsed already, or as text) with secret fields and card
 * numbers redacted; any other text with card numbers redacted; null when there is no body.
 */
export function redactBody(body: unknown): string | null {
  if (body === undefined || body === null || body === '') return null;
  if (Buffer.isBuffer(body)) return redactBody(body.toString('utf8'));
  if (typeof body === 'string') {
    try {
      return capBody(JSON.stringify(redactValue(JSON.parse(body))));
    } catch {
      return capBody(redactCardNumbers(body));
    }
  }
  if (typeof body === 'object' && Object.keys(body).length === 0 && !Array.isArray(body)) return null;
  return capBody(JSON.stringify(redactValue(body)));
}
