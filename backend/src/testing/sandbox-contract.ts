/**
 * The sandbox's contract, enforced on every exchange the tests make (docs/product/api.md#openapi-document):
 * a recording wrapper around the sandbox's listener keeps each request and response, and `violations()`
 * checks them against the OpenAPI document the backend serves at /v1/openapi.json, with ajv and
 * ajv-formats as any client's validator would:
 * - every answer's status is one the operation documents, and its JSON body matches that status's schema;
 * - a request the API accepted (2xx) matches the operation's schemas: its path and query parameters and its body.
 * A request the schema refuses may be refused with any documented 4xx; answered 2xx, it is a violation, as is
 * any undocumented status or shape. A path the document does not know must be answered 404.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { createSandboxServer, SANDBOX_PREFIX } from '../sandbox/http/sandbox-listener';
import { DECIMAL_PLACES_KEYWORD } from '../sandbox/banking/money-amount';

/** One request to the sandbox and its answer, as they crossed the wire. */
export interface SandboxExchange {
  method: string;
  /** The path with its query, as sent (`/v1/banking/transactions?account_id=…`). */
  url: string;
  /** The parsed JSON body, or undefined when none was sent (or it was not JSON). */
  requestBody: unknown;
  status: number;
  contentType: string | undefined;
  responseText: string;
}

/** Paths the sandbox serves that are not operations of its API: the document itself. */
const NOT_OPERATIONS = new Set([`GET /${SANDBOX_PREFIX}/openapi.json`]);

/**
 * The sandbox's listener for a test, recording every exchange into `into`: the request's JSON body
 * as the app parsed it, and the response's status and bytes as they were written.
 */
export function recordingSandboxServer(app: NestExpressApplication, into: SandboxExchange[]): Server {
  const sandbox = createSandboxServer(app);
  const handlers = sandbox.listeners('request') as ((request: IncomingMessage, response: ServerResponse) => void)[];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    const { write, end } = response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (write as (...args: unknown[]) => boolean).call(this, chunk, ...rest);
    } as typeof response.write;
    response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      keep(chunk, rest[0]);
      return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    } as typeof response.end;
    response.once('finish', () => {
      const parsed = (request as IncomingMessage & { body?: unknown }).body;
      into.push({
        method: request.method ?? 'GET',
        url: request.url ?? '/',
        requestBody: parsed,
        status: response.statusCode,
        contentType: response.getHeader('content-type') as string | undefined,
        responseText: Buffer.concat(chunks).toString('utf8'),
      });
    });
    for (const handler of handlers) handler(request, response);
  });
  return server;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  schema?: Json;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Json }> };
  responses: Record<string, { content?: Record<string, { schema: Json }> }>;
}

/** A JSON pointer segment (`/banking/transactions` → `~1banking~1transactions`). */
function pointer(...segments: string[]): string {
  return segments.map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** An amount's decimals, read as the API reads them (money-amount.ts): 19.99 has two, 0.1 + 0.2 too. */
function hasAtMostDecimals(value: number, places: number): boolean {
  const scaled = value * 10 ** places;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** Checks exchanges against one OpenAPI 3.1 document. */
export class SandboxContract {
  private readonly ajv: Ajv2020;
  private readonly coercing: Ajv2020;
  private readonly routes: { pattern: RegExp; path: string; names: string[] }[];
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenAPIObject) {
    const make = (coerceTypes: boolean) => {
      // OpenAPI's own keywords (`example`, `discriminator`…) are not JSON Schema's: not strict about them.
      const ajv = new Ajv2020({ strict: false, allErrors: true, coerceTypes, logger: false });
      addFormats(ajv);
      // The numbers' formats of OpenAPI say how a number is stored, not which values are valid.
      for (const format of ['double', 'float', 'int32', 'int64'])
        ajv.addFormat(format, { type: 'number', validate: () => true });
      ajv.addFormat('password', true);
      ajv.addKeyword({
        keyword: DECIMAL_PLACES_KEYWORD,
        type: 'number',
        schemaType: 'number',
        validate: (places: number, value: number) => hasAtMostDecimals(value, places),
        error: { message: 'must have at most two decimals' },
      });
      ajv.addSchema({ ...(document as unknown as Record<string, unknown>), $id: 'openapi.json' });
      return ajv;
    };
    this.ajv = make(false);
    // Query and path parameters arrive as text: `limit=2` is the integer 2.
    this.coercing = make(true);
    this.routes = Object.keys(document.paths).map((path) => {
      const names: string[] = [];
      const source = path.replace(/\{([^}]+)\}|[.*+?^$()|[\]\\]/g, (match, name: string | undefined) => {
        if (name === undefined) return `\\${match}`;
        names.push(name);
        return '([^/]+)';
      });
      return { pattern: new RegExp(`^/${SANDBOX_PREFIX}${source}$`), path, names };
    });
  }

  private validator(ajv: Ajv2020, ...segments: string[]): ValidateFunction {
    const ref = `openapi.json#/${pointer(...segments)}`;
    const key = `${ajv === this.ajv ? 'plain' : 'coercing'} ${ref}`;
    let validate = this.compiled.get(key);
    if (!validate) {
      validate = ajv.compile({ $ref: ref });
      this.compiled.set(key, validate);
    }
    return validate;
  }

  private problems(validate: ValidateFunction, value: unknown, what: string): string[] {
    if (validate(value)) return [];
    return (validate.errors ?? []).map((error) => `${what}${error.instancePath} ${error.message ?? 'is invalid'}`);
  }

  /** What is wrong with one exchange under the document, in words; empty when nothing is. */
  check(exchange: SandboxExchange): string[] {
    const url = new URL(exchange.url, 'http://sandbox.invalid');
    const method = exchange.method.toLowerCase();
    if (NOT_OPERATIONS.has(`${exchange.method} ${url.pathname}`) || method === 'options' || method === 'head')
      return [];
    const route = this.routes.find((candidate) => candidate.pattern.test(url.pathname));
    const operation = route && (this.document.paths[route.path] as Record<string, Operation>)[method];
    if (!route || !operation) {
      return exchange.status === 404 || exchange.status === 405
        ? []
        : [`${exchange.method} ${url.pathname} is no operation of the document, yet answered ${exchange.status}`];
    }
    const found: string[] = [];
    const status = String(exchange.status);
    const response = operation.responses[status] ?? operation.responses.default;
    const responseKey = operation.responses[status] ? status : 'default';
    if (!response) {
      found.push(`answered ${status}, which the operation does not document`);
    } else if (response.content) {
      const type = Object.keys(response.content)[0]!;
      if (!exchange.contentType?.startsWith(type)) {
        found.push(`answered ${status} as ${exchange.contentType ?? 'no content type'}, not ${type}`);
      } else {
        let body: unknown;
        try {
          body = JSON.parse(exchange.responseText);
        } catch {
          found.push(`answered ${status} with a body that is not JSON`);
        }
        if (body !== undefined) {
          const validate = this.validator(
            this.ajv,
            'paths',
            route.path,
            method,
            'responses',
            responseKey,
            'content',
            type,
            'schema',
          );
          found.push(...this.problems(validate, body, `the ${status} response body`));
        }
      }
    }
    if (exchange.status >= 200 && exchange.status < 300)
      found.push(...this.checkAcceptedRequest(exchange, route, url, method, operation));
    return found.map((problem) => `${exchange.method} ${exchange.url}: ${problem}`);
  }

  /** A request answered 2xx must be one the document describes. */
  private checkAcceptedRequest(
    exchange: SandboxExchange,
    route: { pattern: RegExp; path: string; names: string[] },
    url: URL,
    method: string,
    operation: Operation,
  ): string[] {
    const found: string[] = [];
    const pathValues = route.pattern.exec(url.pathname)!.slice(1);
    (operation.parameters ?? []).forEach((parameter, index) => {
      if (parameter.in !== 'query' && parameter.in !== 'path') return;
      const value =
        parameter.in === 'path'
          ? decodeURIComponent(pathValues[route.names.indexOf(parameter.name)] ?? '')
          : (url.searchParams.getAll(parameter.name).at(-1) ?? undefined);
      if (value === undefined) {
        if (parameter.required) found.push(`was accepted without its required parameter ${parameter.name}`);
        return;
      }
      if (url.searchParams.getAll(parameter.name).length > 1)
        found.push(`was accepted with ${parameter.name} given twice`);
      if (!parameter.schema) return;
      const validate = this.validator(
        this.coercing,
        'paths',
        route.path,
        method,
        'parameters',
        String(index),
        'schema',
      );
      found.push(...this.problems(validate, value, `the parameter ${parameter.name}`));
    });
    const body = operation.requestBody;
    if (body) {
      if (exchange.requestBody === undefined) {
        if (body.required) found.push('was accepted without its request body');
      } else {
        const type = Object.keys(body.content)[0]!;
        const validate = this.validator(
          this.ajv,
          'paths',
          route.path,
          method,
          'requestBody',
          'content',
          type,
          'schema',
        );
        found.push(...this.problems(validate, exchange.requestBody, 'the accepted request body'));
      }
    }
    return found;
  }

  /** Every problem of every exchange. */
  violations(exchanges: readonly SandboxExchange[]): string[] {
    return exchanges.flatMap((exchange) => this.check(exchange));
  }
}
