/**
 * Every route of the app declares its access rule (auth/access.ts): the test walks Nest's router (every
 * controller of every module, every handler with a route) and reads what AccessGuard will read.
 */
import { Controller, Get, Post, RequestMethod, type Type } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { APP_GUARD, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import request from 'supertest';
import { createTestApp, type TestApp } from '../testing/test-app';
import { AccessGuard, ACCESS_RULE, type AccessRule, Public, ROUTE_DECLARES_NOTHING } from './access';

interface Route {
  route: string;
  rule: AccessRule | undefined;
}

const reflector = new Reflector();
const scanner = new MetadataScanner();

function joinPath(...parts: Array<string | string[] | undefined>): string {
  const segments = parts.flatMap((part) => (Array.isArray(part) ? part[0] : part) ?? '').join('/');
  return `/${segments.split('/').filter(Boolean).join('/')}`;
}

/** Each handler of the controllers that answers a route, with the rule the handler or its controller declares. */
function routesOf(controllers: readonly Type[]): Route[] {
  return controllers.flatMap((controller) =>
    scanner
      .getAllMethodNames(controller.prototype)
      .map((name) => controller.prototype[name] as (...args: unknown[]) => unknown)
      .filter((handler) => Reflect.getMetadata(METHOD_METADATA, handler) !== undefined)
      .map((handler) => ({
        route: `${RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod]} ${joinPath(
          Reflect.getMetadata(PATH_METADATA, controller),
          Reflect.getMetadata(PATH_METADATA, handler),
        )}`,
        rule: reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, [handler, controller]),
      })),
  );
}

@Controller('fixture')
class Undeclared {
  @Get('open')
  @Public()
  open() {
    return { open: true };
  }

  @Post('forgotten')
  forgotten() {
    return { reached: true };
  }
}

@Controller('fixture-wide')
@Public()
class Declared {
  @Get()
  list() {}
}

const describeRule = (rule: AccessRule | undefined) =>
  rule === undefined ? 'nothing' : rule.kind === 'permission' ? rule.permission : rule.kind;

describe('route declarations', () => {
  let api: TestApp;
  let routes: Route[];

  beforeAll(async () => {
    api = await createTestApp();
    const controllers = [...api.app.get(ModulesContainer).values()].flatMap((module) =>
      [...module.controllers.values()].map((wrapper) => wrapper.metatype as Type),
    );
    routes = routesOf(controllers);
  });

  afterAll(() => api.close());

  it('finds the routes of every controller, the site API and the documented API', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map((r) => r.route)).toEqual(
      expect.arrayContaining(['GET /users/me', 'POST /v1/banking/accounts', 'GET /health']),
    );
  });

  it('has no route without an access rule', () => {
    expect(routes.filter((route) => route.rule === undefined).map((route) => route.route)).toEqual([]);
  });

  it('declares on each route of the documented API the permission the plans table grants for it', () => {
    const documented = Object.fromEntries(
      routes.filter((r) => r.route.split(' ')[1].startsWith('/v1/')).map((r) => [r.route, describeRule(r.rule)]),
    );
    expect(documented).toEqual({
      'POST /v1/auth/login': 'public',
      'GET /v1/auth/user': 'signed-in',
      'GET /v1/banking/accounts': 'accounts:read',
      'POST /v1/banking/accounts': 'accounts:write',
      'GET /v1/banking/transactions': 'transactions:read',
      'POST /v1/banking/transactions': 'transactions:write',
      'GET /v1/xero/organizations': 'xero:read',
      'GET /v1/xero/invoices': 'xero:read',
      'POST /v1/xero/sync': 'xero:sync',
      'POST /v1/webhooks': 'webhooks:manage',
      'GET /v1/webhooks': 'webhooks:manage',
      'GET /v1/webhooks/:id': 'webhooks:manage',
      'PATCH /v1/webhooks/:id': 'webhooks:manage',
      'DELETE /v1/webhooks/:id': 'webhooks:manage',
      'GET /v1/request-logs': 'signed-in',
      'GET /v1/request-logs/:request_id': 'signed-in',
      'GET /v1/white-label/config': 'white_label:manage',
      'POST /v1/white-label/deploy': 'white_label:manage',
      'GET /v1/openapi.json': 'public',
    });
  });

  it('reports a handler that declares nothing, and takes a controller-wide rule for its handlers', () => {
    expect(routesOf([Undeclared, Declared]).map((r) => [r.route, describeRule(r.rule)])).toEqual([
      ['GET /fixture/open', 'public'],
      ['POST /fixture/forgotten', 'nothing'],
      ['GET /fixture-wide', 'public'],
    ]);
  });
});

describe('AccessGuard', () => {
  it('refuses a route that declares nothing, and serves a public one', async () => {
    const moduleRef = await Test.createTestingModule({
      controllers: [Undeclared],
      providers: [{ provide: APP_GUARD, useClass: AccessGuard }],
    }).compile();
    const app = moduleRef.createNestApplication({ logger: false });
    await app.init();
    try {
      await request(app.getHttpServer()).get('/fixture/open').expect(200, { open: true });
      const refused = await request(app.getHttpServer()).post('/fixture/forgotten').expect(500);
      expect(refused.body.message).toBe(ROUTE_DECLARES_NOTHING);
    } finally {
      await app.close();
    }
  });
});
