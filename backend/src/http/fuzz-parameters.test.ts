/**
 * Every route of the app gets thousands of generated query strings and path segments: control
 * characters and NUL, bytes that are not UTF-8, half surrogate pairs, over-long values, dates that
 * do not exist, numbers out of range, parameters given twice or nested. The routes are the ones
 * Nest registered on the router (the site's /api and the sandbox's /v1), and the OpenAPI document's
 * operations, each of which must be among them; the parameter names are every name a route
 * declares (`@Query('status')`, a query DTO's properties) and the document's. Each answer must be
 * below 500 with the API's error sentence when refused, no error is logged, and the app keeps
 * answering. The sandbox's exchanges are also held to its contract when the app closes (test-app.ts).
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA, ROUTE_ARGS_METADATA } from '@nestjs/common/constants';
import { RouteParamtypes } from '@nestjs/common/enums/route-paramtypes.enum';
import { DiscoveryService } from '@nestjs/core';
import { getMetadataStorage } from 'class-validator';
import type { OpenAPIObject } from '@nestjs/swagger';
import fc from 'fast-check';
import { type HttpAnswer, HttpClient, jsonBody } from '../testing/http-client';
import { sandboxSubscriber } from '../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../testing/test-app';
import { SANDBOX_PREFIX } from '../sandbox/http/sandbox-listener';
import { MAX_PARAMETER_LENGTH } from './request-parameters';

/** Fixed, so a run is repeatable (FUZZ_SEED=… explores others); fast-check prints the seed and path of a failure. */
const SEED = Number(process.env.FUZZ_SEED || 20_240_917);

interface Route {
  method: string;
  /** Express's path: `/api/billing/receipts/:number/pdf`. */
  path: string;
  /** The names after `:`, in order. */
  params: string[];
}

/** The routes Nest put on the Express router, with their methods. */
function routerRoutes(api: TestApp): Route[] {
  const express = api.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack.flatMap((layer) => {
    if (!layer.route) return [];
    const { path, methods } = layer.route;
    const params = [...path.matchAll(/[:*]([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
    return Object.keys(methods)
      .filter((method) => methods[method] && method !== '_all')
      .map((method) => ({ method: method.toUpperCase(), path, params }));
  });
}

/** `/api/billing/receipts/:number/pdf` from a controller's and a method's paths, as Nest joins them. */
function joined(controllerPath: string, methodPath: string): string {
  const parts = [controllerPath, methodPath].flatMap((part) => part.split('/')).filter((part) => part !== '');
  return `/${parts[0] === SANDBOX_PREFIX ? '' : 'api/'}${parts.join('/')}`;
}

/**
 * The query parameter names each route declares, by `METHOD /path`: `@Query('name')`, and the
 * properties of a query DTO (`@Query() options: StartSignInDto`), from Nest's metadata of each
 * controller method.
 */
function declaredQueryNames(api: TestApp): Map<string, string[]> {
  const byRoute = new Map<string, string[]>();
  const storage = getMetadataStorage();
  for (const wrapper of api.app.get(DiscoveryService).getControllers()) {
    const controller = wrapper.metatype as (new (...args: never[]) => unknown) | null;
    if (!controller) continue;
    const controllerPath = String(Reflect.getMetadata(PATH_METADATA, controller) ?? '');
    for (const method of Object.getOwnPropertyNames(controller.prototype)) {
      const handler = (controller.prototype as Record<string, unknown>)[method];
      if (typeof handler !== 'function' || Reflect.getMetadata(METHOD_METADATA, handler) === undefined) continue;
      const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod];
      const key = `${verb} ${joined(controllerPath, String(Reflect.getMetadata(PATH_METADATA, handler) ?? ''))}`;
      const names = new Set<string>();
      const args = (Reflect.getMetadata(ROUTE_ARGS_METADATA, controller, method) ?? {}) as Record<
        string,
        { index: number; data?: unknown }
      >;
      const types = (Reflect.getMetadata('design:paramtypes', controller.prototype, method) ?? []) as unknown[];
      for (const [argKey, arg] of Object.entries(args)) {
        if (Number(argKey.split(':')[0]) !== RouteParamtypes.QUERY) continue;
        if (typeof arg.data === 'string') names.add(arg.data);
        const type = types[arg.index];
        if (typeof type === 'function' && type !== Object) {
          for (const rule of storage.getTargetValidationMetadatas(type as never, '', true, false)) {
            names.add(rule.propertyName);
          }
        }
      }
      byRoute.set(key, [...names]);
    }
  }
  return byRoute;
}

/** The sandbox's operations in its OpenAPI document as routes of the router, with their query parameters. */
function documentedRoutes(document: OpenAPIObject): { routes: Route[]; queryNames: Map<string, string[]> } {
  const routes: Route[] = [];
  const queryNames = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(
      item as Record<string, { parameters?: { in: string; name: string }[] }>,
    )) {
      const params: string[] = [];
      const expressPath = `/${SANDBOX_PREFIX}${path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
        params.push(name);
        return `:${name}`;
      })}`;
      routes.push({ method: method.toUpperCase(), path: expressPath, params });
      queryNames.set(
        `${method.toUpperCase()} ${expressPath}`,
        (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
      );
    }
  }
  return { routes, queryNames };
}

/** A string as it is written into a URL: its UTF-8 bytes percent-encoded, or raw bytes as they are. */
type UrlText = { text: string } | { bytes: number[] };

function encoded(value: UrlText): string {
  const bytes = 'text' in value ? [...Buffer.from(value.text, 'utf8')] : value.bytes;
  // Letters and digits as they are, so a long value stays within the request line's limit.
  return bytes
    .map((byte) =>
      /[A-Za-z0-9]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0').toUpperCase()}`,
    )
    .join('');
}

/** Every C0 control character and DEL, NUL most often: PostgreSQL refuses it in text, the others it stores. */
const control = fc.oneof(
  fc.constant('\u0000'),
  fc.constantFrom(...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f'),
);

/** Values a parameter must survive: control characters, broken UTF-8, lengths, dates, numbers, ids. */
const badValue: fc.Arbitrary<UrlText> = fc.oneof(
  fc.string({ maxLength: 30 }).map((text) => ({ text })),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => ({ text: text.replace(/[\ud800-\udfff]/g, '') })),
  {
    weight: 4,
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), control, fc.string({ maxLength: 10 }))
      .map(([before, control, after]) => ({ text: `${before}${control}${after}` })),
  },
  fc.constantFrom<UrlText>(
    // Not UTF-8: a lone byte, an overlong NUL, an encoded half surrogate pair, a truncated sequence.
    { bytes: [0xff] },
    { bytes: [0xc0, 0x80] },
    { bytes: [0xed, 0xa0, 0x80] },
    { bytes: [0xe2, 0x82] },
    { bytes: [0x61, 0x00, 0x62] },
  ),
  fc
    .integer({ min: MAX_PARAMETER_LENGTH - 2, max: MAX_PARAMETER_LENGTH * 3 })
    .map((length) => ({ text: 'a'.repeat(length) })),
  fc
    .constantFrom(
      '0000-01-01',
      '2026-02-30',
      '2026-13-01',
      '9999-12-31T23:59:60Z',
      '+275760-09-13',
      '1970-01-01T00:00:00-00:01',
      '2026-11-01T08:30:00+24:00',
      '-1',
      '0',
      '1e309',
      '99999999999999999999',
      'NaN',
      'null',
      'undefined',
      '[]',
      '{}',
      '__proto__',
      'constructor',
      'acc_',
      'WLV-0000000000',
      'NV-0000-000000',
      'TXN-0000000000000000',
      '00000000-0000-0000-0000-000000000000',
      '../../etc/passwd',
      '%',
      '%zz',
      ' ',
    )
    .map((text) => ({ text })),
);

/**
 * A query string for a route: its own parameters with values that work (`account_id` of the
 * subscriber's account), one of them or another known name given a bad value, possibly twice, nested
 * or bare, and sometimes an invented name too.
 */
function queryStrings(
  own: readonly string[],
  known: readonly string[],
  working: Record<string, string>,
): fc.Arbitrary<string> {
  const named = (names: readonly string[]) => fc.constantFrom(...names).map((text): UrlText => ({ text }));
  const target = fc.oneof(
    ...(own.length > 0 ? [{ weight: 6, arbitrary: named(own) }] : []),
    { weight: 2, arbitrary: named(known) },
    { weight: 1, arbitrary: badValue },
  );
  return fc
    .record({
      name: target,
      value: badValue,
      shape: fc.constantFrom('plain', 'plain', 'plain', 'nested', 'list', 'bare'),
      extra: fc.option(fc.tuple(badValue, badValue), { freq: 4 }),
    })
    .map(({ name, value, shape, extra }) => {
      const key = encoded(name);
      const bad =
        shape === 'bare'
          ? key
          : shape === 'nested'
            ? `${key}%5Bx%5D=${encoded(value)}`
            : shape === 'list'
              ? `${key}=${encoded(value)}&${key}=${encoded(value)}`
              : `${key}=${encoded(value)}`;
      const rest = own
        .filter((other) => !('text' in name && name.text === other) && working[other] !== undefined)
        .map((other) => `${other}=${encodeURIComponent(working[other]!)}`);
      return [...rest, bad, ...(extra ? [`${encoded(extra[0])}=${encoded(extra[1])}`] : [])].join('&');
    });
}

let api: TestApp;
let site: HttpClient;
let sandbox: HttpClient;
let sandboxServer: Server;
let siteHeaders: Record<string, string>;
let sandboxHeaders: Record<string, string>;
let routes: Route[];
/** Each route's own query parameter names, by `METHOD /path`. */
let ownNames: Map<string, string[]>;
/** Every name any route declares. */
let queryNames: string[];
/** Values that work for parameters that need one, so a bad value in another reaches the handler's query. */
let working: Record<string, string>;

beforeAll(async () => {
  // Only errors are logged: thousands of 4xx request lines would be noise.
  api = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  await api.app.listen(0, '127.0.0.1');
  site = new HttpClient(await api.app.getUrl());
  sandboxServer = api.sandboxServer();
  await new Promise<void>((resolve) => sandboxServer.listen(0, '127.0.0.1', resolve));
  sandbox = new HttpClient(`http://127.0.0.1:${(sandboxServer.address() as AddressInfo).port}`);
  const subscriber = await sandboxSubscriber(api, 'enterprise');
  siteHeaders = { cookie: subscriber.cookie };
  sandboxHeaders = { authorization: `Bearer ${subscriber.token}`, 'x-plan-type': 'enterprise' };
  const document = (await api.sandbox().get(`/${SANDBOX_PREFIX}/openapi.json`).expect(200)).body as OpenAPIObject;
  const documented = documentedRoutes(document);
  const registered = routerRoutes(api);
  const declared = declaredQueryNames(api);
  // Every operation the document describes, and every controller method, is a route of the router.
  const keys = new Set(registered.map((route) => `${route.method} ${route.path}`));
  expect(documented.routes.filter((route) => !keys.has(`${route.method} ${route.path}`))).toEqual([]);
  expect([...declared.keys()].filter((key) => !keys.has(key))).toEqual([]);
  routes = registered;
  ownNames = new Map(
    [...keys].map((key) => [
      key,
      [...new Set([...(declared.get(key) ?? []), ...(documented.queryNames.get(key) ?? [])])],
    ]),
  );
  queryNames = [...new Set([...ownNames.values()].flat())].sort();
  const accounts = await subscriber.call('get', `/${SANDBOX_PREFIX}/banking/accounts`).expect(200);
  const organizations = await subscriber.call('get', `/${SANDBOX_PREFIX}/xero/organizations`).expect(200);
  working = {
    account_id: accounts.body.data[0].id as string,
    organization_id: organizations.body.data[0].id as string,
    remote: 'mfe-support',
    planId: 'business',
  };
});

afterAll(async () => {
  site?.close();
  sandbox?.close();
  await new Promise((resolve) => sandboxServer?.close(resolve));
  await api?.close();
});

function send(route: Route, path: string): Promise<HttpAnswer> {
  const isSandbox = route.path.startsWith(`/${SANDBOX_PREFIX}/`);
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  // Signing out would end the session every other route is fuzzed with: the sign-out is sent signed out.
  const signedIn = !route.path.endsWith('/logout');
  return (isSandbox ? sandbox : site).send({
    method: route.method,
    path,
    headers: {
      ...(isSandbox ? sandboxHeaders : signedIn ? siteHeaders : {}),
      ...(withBody && { 'content-type': 'application/json' }),
    },
    ...(withBody && { body: '{}' }),
  });
}

/** Below 500; a refusal carries the API's sentence, in the site's shape or the sandbox's. */
function expectAnswered(route: Route, path: string, answer: HttpAnswer): void {
  const summary = JSON.stringify({
    route: `${route.method} ${route.path}`,
    path,
    status: answer.status,
    body: answer.text.slice(0, 300),
  });
  if (answer.status >= 500) throw new Error(`A 5xx: ${summary}`);
  if (answer.status === 400) {
    const body = jsonBody(answer) as { error?: string | { message?: string } } | undefined;
    const sentence = typeof body?.error === 'string' ? body.error : body?.error?.message;
    if (typeof sentence !== 'string' || sentence === '') throw new Error(`A 400 without its sentence: ${summary}`);
  }
}

/** The route's path with each parameter given `segment` (or a plain value, for the others). */
function pathWith(route: Route, segments: Record<string, string>): string {
  return route.path.replace(/[:*]([A-Za-z0-9_]+)/g, (_match, name: string) => segments[name] ?? 'x');
}

describe('every route, with generated query strings and path segments', () => {
  let firstLogLine: number;

  beforeEach(() => {
    firstLogLine = api.logs.lines.length;
  });

  afterEach(async () => {
    // A 5xx would have been logged at error level, with its stack.
    const errors = api.logs
      .entries()
      .slice(firstLogLine)
      .filter((entry) => (entry.level as number) >= 50);
    expect(errors).toEqual([]);
    const health = await site.send({ path: '/api/health' });
    expect(health.status).toBe(200);
  });

  it('finds the routes on the router and the names they declare', () => {
    const list = routes.map((route) => `${route.method} ${route.path}`);
    expect(list).toEqual(
      expect.arrayContaining([
        'GET /v1/banking/transactions',
        'GET /api/billing/receipts/:number/pdf',
        'POST /api/white-label/versions/:id/rollback',
      ]),
    );
    expect(queryNames).toEqual(
      expect.arrayContaining([
        'account_id',
        'starting_after',
        'modified_since',
        'organization_id',
        'returnTo',
        'planId',
      ]),
    );
  });

  it('answers every route’s generated query strings below 500', async () => {
    for (const route of routes) {
      const own = ownNames.get(`${route.method} ${route.path}`) ?? [];
      await fc.assert(
        fc.asyncProperty(queryStrings(own, queryNames, working), async (query) => {
          const path = `${pathWith(route, {})}?${query}`;
          expectAnswered(route, path, await send(route, path));
        }),
        // A route's own parameters get the most runs: they reach its queries.
        { seed: SEED, numRuns: own.length > 0 ? 150 : 25 },
      );
    }
  }, 600_000);

  it('answers every path parameter’s generated segments below 500', async () => {
    for (const route of routes.filter((candidate) => candidate.params.length > 0)) {
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...route.params), badValue, async (name, value) => {
          // A segment is never empty: `//` would be another route.
          const segment = encoded(value) || '%20';
          const path = pathWith(route, { [name]: segment });
          expectAnswered(route, path, await send(route, path));
        }),
        { seed: SEED, numRuns: 150 },
      );
    }
  }, 600_000);
});
