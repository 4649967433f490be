/**
 * fast-check arbitraries of request bodies an endpoint must refuse, built from a description of
 * what the endpoint accepts. Every structured body carries at least one defect the endpoint's
 * validation refuses, so a 2xx answer to any of them is a bug.
 */
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import type { TextRule } from '@northvault/contracts/text-fields';
import { MAX_BODY_DEPTH, RESERVED_KEYS } from '../http/body-structure';

/** An `array` field's items are described by paths through their index (`loads.0`, `loads.0.remote`). */
export type FieldKind = 'text' | 'number' | 'boolean' | 'object' | 'array' | { oneOf: readonly string[] };

export interface EndpointShape {
  /** A body the endpoint's validation accepts. */
  valid: Readonly<Record<string, unknown>>;
  /** Every field the request DTO declares, by dotted path ("paymentMethod.cvv"). */
  fields: Readonly<Record<string, FieldKind>>;
  /** The dotted paths whose absence (or null, or blank) is refused. */
  required: readonly string[];
  /** The rule of every text field, by dotted path: its maximum length, and whether it is a message. */
  textRules: Readonly<Record<string, TextRule>>;
  /** Content types the endpoint parses as JSON besides application/json (sendBeacon's text/plain). */
  jsonContentTypes?: readonly string[];
}

/** Bytes on the wire with their headers, for bodies that are not JSON of an object. */
export interface RawBody {
  headers: Record<string, string>;
  body: Buffer;
  chunked?: boolean;
}

/** `__proto__`, `constructor`, `prototype`, and the rest of Object.prototype's members. */
export const PROTOTYPE_KEYS = [...RESERVED_KEYS];

export const JSON_TYPE = { 'content-type': 'application/json' } as const;

/** Keys clients invent, weighted towards the ones that reach object internals. */
const anyKey = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 12 }) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_KEYS) },
);

const finiteNumber = fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }));

/** Any JSON value, with prototype keys possible at any depth. */
const anyJson: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: object }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', maxDepth: 4 },
    fc.string(),
    finiteNumber,
    fc.boolean(),
    fc.constant(null),
    tie('array'),
    tie('object'),
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(anyKey, tie('value'), { maxKeys: 4 }),
})).value;

const anyArray = fc.array(anyJson, { maxLength: 3 });
const anyObject = fc.dictionary(anyKey, anyJson, { maxKeys: 3 });

/** A value of the wrong type for the field; never null or undefined, which optional fields accept. */
function wrongValue(kind: FieldKind): fc.Arbitrary<unknown> {
  if (kind === 'text') return fc.oneof(finiteNumber, fc.boolean(), anyArray, anyObject);
  if (kind === 'number') return fc.oneof(fc.string(), fc.boolean(), anyArray, anyObject);
  if (kind === 'boolean') return fc.oneof(fc.string(), finiteNumber, fc.constantFrom('true', 'false', 0, 1), anyArray);
  if (kind === 'object') return fc.oneof(fc.string(), finiteNumber, fc.boolean(), anyArray);
  if (kind === 'array') return fc.oneof(fc.string(), finiteNumber, fc.boolean(), anyObject, fc.constant([]));
  const choices = kind.oneOf;
  return fc.oneof(
    fc.string().filter((value) => !choices.includes(value)),
    fc.constantFrom(...choices.map((choice) => choice.toUpperCase()).filter((value) => !choices.includes(value))),
    finiteNumber,
    anyArray,
    anyObject,
  );
}

/** Defines the key as an own property: plain assignment of `__proto__` would set the prototype. */
function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** An object or an array (a list field's items are reached by index: `loads.0`). */
function isContainer(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The object or array at `path` ('' is the body), or undefined when a mutation already replaced it. */
function containerAt(body: Record<string, unknown>, path: string): Record<string, unknown> | undefined {
  let current: unknown = body;
  for (const key of path === '' ? [] : path.split('.')) {
    current = isContainer(current) && Object.hasOwn(current, key) ? current[key] : undefined;
  }
  return isContainer(current) ? current : undefined;
}

function splitPath(path: string): { parent: string; key: string } {
  const dot = path.lastIndexOf('.');
  return { parent: dot === -1 ? '' : path.slice(0, dot), key: path.slice(dot + 1) };
}

type Mutation =
  | { kind: 'remove'; path: string; as: 'absent' | null | '' | '   ' }
  | { kind: 'retype'; path: string; value: unknown }
  | { kind: 'extra'; parent: string; key: string; value: unknown };

function applyMutation(body: Record<string, unknown>, mutation: Mutation): void {
  const { parent, key } = mutation.kind === 'extra' ? mutation : splitPath(mutation.path);
  const container = containerAt(body, parent);
  if (container === undefined) return;
  if (mutation.kind === 'remove' && mutation.as === 'absent') delete container[key];
  else if (mutation.kind === 'remove') setOwn(container, key, mutation.as);
  else setOwn(container, key, mutation.value);
}

/** The valid body with one to three defects: required fields missing, wrong types, unknown fields. */
export function mutatedBodies(shape: EndpointShape): fc.Arbitrary<Record<string, unknown>> {
  const paths = Object.keys(shape.fields);
  const containers = ['', ...paths.filter((path) => shape.fields[path] === 'object')];
  const known = new Set(paths);
  const mutations: Array<fc.Arbitrary<Mutation>> = [
    fc
      .constantFrom(...paths)
      .chain((path) => wrongValue(shape.fields[path]!).map((value): Mutation => ({ kind: 'retype', path, value }))),
    fc.constantFrom(...containers).chain((parent) =>
      fc
        .record({
          key: anyKey.filter((key) => !known.has(parent === '' ? key : `${parent}.${key}`)),
          value: anyJson,
        })
        .map(({ key, value }): Mutation => ({ kind: 'extra', parent, key, value })),
    ),
  ];
  if (shape.required.length > 0) {
    mutations.push(
      fc
        .record({
          path: fc.constantFrom(...shape.required),
          as: fc.constantFrom('absent' as const, null, '' as const, '   ' as const),
        })
        .map(({ path, as }): Mutation => ({ kind: 'remove', path, as })),
    );
  }
  return fc.array(fc.oneof(...mutations), { minLength: 1, maxLength: 3 }).map((chosen) => {
    const body = structuredClone(shape.valid) as Record<string, unknown>;
    for (const mutation of chosen) applyMutation(body, mutation);
    return body;
  });
}

/** JSON values that were never near the endpoint's shape: any keys (its own among them), arrays, scalars. */
export function randomJsonBodies(shape: EndpointShape): fc.Arbitrary<unknown> {
  const ownKeys = Object.keys(shape.fields).filter((path) => !path.includes('.'));
  return fc.oneof(fc.dictionary(fc.oneof(anyKey, fc.constantFrom(...ownKeys)), anyJson, { maxKeys: 6 }), anyJson);
}

/** The valid body with one key such as `__proto__`, `constructor` or `prototype` somewhere inside, and its path. */
export function prototypeKeyBodies(
  shape: EndpointShape,
): fc.Arbitrary<{ body: Record<string, unknown>; path: string }> {
  const containers = ['', ...Object.keys(shape.fields).filter((path) => shape.fields[path] === 'object')];
  const plainKey = fc.string({ minLength: 1, maxLength: 8 }).filter((key) => !RESERVED_KEYS.has(key));
  return fc
    .record({
      container: fc.constantFrom(...containers),
      wrappers: fc.array(plainKey, { maxLength: 5 }),
      key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom(...PROTOTYPE_KEYS)),
      value: fc.oneof(
        fc.string(),
        finiteNumber,
        fc.constant(null),
        fc.dictionary(plainKey, fc.string(), { maxKeys: 3 }),
      ),
    })
    .map(({ container, wrappers, key, value }) => {
      const body = structuredClone(shape.valid) as Record<string, unknown>;
      let target = containerAt(body, container)!;
      for (const wrapper of wrappers) {
        const next: Record<string, unknown> = {};
        setOwn(target, wrapper, next);
        target = next;
      }
      setOwn(target, key, value);
      const path = [...(container === '' ? [] : [container]), ...wrappers, key].join('.');
      return { body, path };
    });
}

/** Arrays, objects or both nested `depth` levels deep, as JSON text (JSON.stringify would recurse). */
function nestedJsonText(depth: number, shape: 'array' | 'object' | 'mixed'): string {
  const opening = { array: ['['], object: ['{"a":'], mixed: ['[', '{"a":'] }[shape];
  const closing = { array: [']'], object: ['}'], mixed: [']', '}'] }[shape];
  let open = '';
  let close = '';
  for (let level = 0; level < depth; level += 1) {
    open += opening[level % opening.length];
    close = closing[level % closing.length] + close;
  }
  // An object level needs a value inside it.
  return `${open}${shape === 'array' || (shape === 'mixed' && depth % 2 === 1) ? '' : '1'}${close}`;
}

/** The valid body with one field (its own or an extra one) nested from past the limit to 10,000 levels. */
export function deeplyNestedBodies(shape: EndpointShape): fc.Arbitrary<string> {
  const ownKeys = Object.keys(shape.fields).filter((path) => !path.includes('.'));
  return fc
    .record({
      depth: fc.integer({ min: MAX_BODY_DEPTH + 1, max: 10_000 }),
      nesting: fc.constantFrom('array' as const, 'object' as const, 'mixed' as const),
      field: fc.constantFrom(...ownKeys, 'nested'),
    })
    .map(({ depth, nesting, field }) => {
      const rest = { ...shape.valid };
      delete rest[field];
      const text = JSON.stringify(rest);
      return `${text.slice(0, -1)}${text.length > 2 ? ',' : ''}${JSON.stringify(field)}:${nestedJsonText(depth, nesting)}}`;
    });
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Byte sequences that are not UTF-8: 0xFF, an overlong NUL, a UTF-16 surrogate, a stray continuation byte… */
const NOT_UTF8 = [
  [0xff],
  [0xfe, 0xff],
  [0xc0, 0x80],
  [0xed, 0xa0, 0x80],
  [0x80],
  [0xe2, 0x82],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=northvault',
  'application/xml',
  'application/octet-stream',
  'application/json-patch+json',
  'application/json; charset=latin1',
  'application/json; charset=utf-16le',
];

/** Bytes that are not a JSON object in UTF-8: broken JSON, other content types, other charsets, bad encodings. */
export function malformedRawBodies(shape: EndpointShape): fc.Arbitrary<RawBody> {
  const valid = JSON.stringify(shape.valid);
  const parsedAsJson = shape.jsonContentTypes ?? [];
  const wrongTypes = WRONG_CONTENT_TYPES.filter((type) => !parsedAsJson.some((json) => type.startsWith(json)));
  const stringStarts = [...valid.matchAll(/:"/g)].map((match) => match.index + 2);
  const brokenJson = fc
    .oneof(
      fc.integer({ min: 1, max: valid.length - 1 }).map((end) => valid.slice(0, end)),
      fc
        .record({
          at: fc.integer({ min: 0, max: valid.length }),
          insert: fc.constantFrom('{', '}', '[', ']', ',', ':', '"', "'", '\\'),
        })
        .map(({ at, insert }) => valid.slice(0, at) + insert + valid.slice(at)),
      fc.string(),
      fc.constantFrom(
        `{'name': 'Ada'}`,
        `{"name": "Ada",}`,
        '{"a": NaN}',
        '{"a": 1} // note',
        '{"a": undefined}',
        '{"a" 1}',
      ),
    )
    .filter((text) => text.trim() !== '' && !parsesAsJson(text))
    .map((text): RawBody => ({ headers: { ...JSON_TYPE }, body: Buffer.from(text) }));
  const wrongType = fc.option(fc.constantFrom(...wrongTypes), { nil: undefined }).map((type): RawBody => ({
    headers: type === undefined ? {} : { 'content-type': type },
    body: Buffer.from(valid),
  }));
  const notUtf8 = fc
    .record({ at: fc.constantFrom(...stringStarts), bytes: fc.constantFrom(...NOT_UTF8) })
    .map(({ at, bytes }): RawBody => {
      const text = Buffer.from(valid);
      const offset = Buffer.byteLength(valid.slice(0, at));
      return {
        headers: { ...JSON_TYPE },
        body: Buffer.concat([text.subarray(0, offset), Buffer.from(bytes), text.subarray(offset)]),
      };
    });
  const badEncoding = fc
    .record({
      encoding: fc.constantFrom('gzip', 'deflate', 'br', 'compress', 'x-northvault'),
      body: fc.oneof(
        fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
        fc.constant(Buffer.from(valid)),
      ),
    })
    .map(({ encoding, body }): RawBody => ({ headers: { ...JSON_TYPE, 'content-encoding': encoding }, body }));
  return fc.oneof(brokenJson, wrongType, notUtf8, badEncoding);
}

/**
 * The valid body with one text field grown past the 100 kB limit, up to a little over 1 MB (an
 * extra `padding` field when the body has no text at the top).
 */
export function oversizedBodies(shape: EndpointShape): fc.Arbitrary<RawBody> {
  const textFields = Object.keys(shape.fields).filter((path) => shape.fields[path] === 'text' && !path.includes('.'));
  return fc
    .record({
      field: fc.constantFrom(...(textFields.length > 0 ? textFields : ['padding'])),
      size: fc.oneof(fc.constant(1024 * 1024), fc.integer({ min: 100 * 1024 + 1, max: 1_100_000 })),
      chunked: fc.boolean(),
      gzipped: fc.boolean(),
    })
    .map(({ field, size, chunked, gzipped }): RawBody => {
      const text = Buffer.from(JSON.stringify({ ...shape.valid, [field]: 'x'.repeat(size) }));
      // Compressed, it is small on the wire: the limit must hold for what it inflates to.
      return gzipped
        ? { headers: { ...JSON_TYPE, 'content-encoding': 'gzip' }, body: gzipSync(text), chunked }
        : { headers: { ...JSON_TYPE }, body: text, chunked };
    });
}

/** Every C0 control character and DEL; a message field accepts tab, line feed and carriage return. */
const CONTROL_CHARACTERS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'];
const MESSAGE_CONTROL_CHARACTERS = CONTROL_CHARACTERS.filter((character) => !'\t\n\r'.includes(character));

/** A high or low half of a UTF-16 pair standing alone. */
const loneSurrogate = fc.oneof(
  fc.integer({ min: 0xd800, max: 0xdbff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0xdc00, max: 0xdfff }).map((code) => String.fromCharCode(code)),
);

/**
 * The valid body with one text field spoiled: a control character or half a surrogate pair inside
 * it, or grown past its maximum length. The field's path comes with it. Inside: leading and
 * trailing whitespace (tab and line breaks among it) is trimmed before any rule, as it always was.
 */
export function badTextBodies(shape: EndpointShape): fc.Arbitrary<{ body: Record<string, unknown>; path: string }> {
  const paths = Object.keys(shape.textRules);
  return fc.constantFrom(...paths).chain((path) => {
    const rule = shape.textRules[path]!;
    const { parent, key } = splitPath(path);
    const original = containerAt(structuredClone(shape.valid) as Record<string, unknown>, parent)?.[key];
    const base = typeof original === 'string' && original.length >= 2 ? original : 'text';
    const spoiled = fc.oneof(
      fc
        .record({
          at: fc.integer({ min: 1, max: base.length - 1 }),
          bad: fc.oneof(
            fc.constantFrom(...(rule.multiline ? MESSAGE_CONTROL_CHARACTERS : CONTROL_CHARACTERS)),
            loneSurrogate,
          ),
        })
        .map(({ at, bad }) => `${base.slice(0, at)}${bad}${base.slice(at)}`),
      fc.integer({ min: rule.maxLength + 1, max: rule.maxLength + 1000 }).map((length) => base.padEnd(length, base)),
    );
    return spoiled.map((value) => {
      const body = structuredClone(shape.valid) as Record<string, unknown>;
      setOwn(containerAt(body, parent)!, key, value);
      return { body, path };
    });
  });
}
