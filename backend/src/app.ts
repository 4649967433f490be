import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';
import { REMOTE_LOADS_PATH } from '@northvault/contracts/telemetry';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import type { DatabaseHandle } from './database/database-handle';
import { openDatabase } from './database/open-database';
import { ApiValidationPipe } from './http/api-validation.pipe';
import { translateBodyParserErrors } from './http/body-parser-errors';
import { refuseCrossSiteRequests } from './http/cross-site-requests';
import { beaconBodiesAsJson } from './http/beacon-bodies';
import { requireUtf8JsonBody } from './http/utf8-json-body';
import { believeOnlyTheProxy } from './http/trusted-proxy';
import { httpLogging } from './logging/http-logging';
import { createRootLogger } from './logging/root-logger';
import { isSandboxRequest, keepSandboxOnItsListener, SANDBOX_PREFIX } from './sandbox/http/sandbox-listener';
import { sandboxCors } from './sandbox/http/sandbox-cors';
import { SandboxOpenApi } from './sandbox/openapi/sandbox-openapi.controller';
import { sandboxOpenApiDocument } from './sandbox/openapi/sandbox-openapi';
import { CLOCK, type Clock } from './clock/clock';
import { recordSandboxRequests, RequestLogRecorder } from './request-log/public';
import { openThrottlerStorage } from './throttling/shared-throttler-storage';
import { TenantBrands } from './white-label/tenant-brands';

export const JSON_BODY_LIMIT = '100kb';

export interface CreateAppOptions {
  config: AppConfig;
  /** An open, migrated database the caller keeps ownership of; by default the app opens (and closes) its own. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/** The whole API, initialised but not listening, so tests and main.ts build exactly the same app. */
export async function createApp(options: CreateAppOptions): Promise<NestExpressApplication> {
  const { config } = options;
  const logger = createRootLogger(config.server, { destination: options.logDestination });
  const ownsDatabase = options.database === undefined;
  const database =
    options.database ??
    (await openDatabase(config.database, {
      onIdleError: (error) => logger.error({ err: error }, 'Idle database connection failed'),
    }));
  let throttlerStorage;
  try {
    throttlerStorage = await openThrottlerStorage(config.redis);
    const app = await NestFactory.create<NestExpressApplication>(
      AppModule.forRoot({ config, database, ownsDatabase, logger, throttlerStorage }),
      // bodyParser off: the JSON parser below gets our limit and no urlencoded parser is
      // registered; abortOnError off: start-up errors reach the caller instead of process.abort().
      { bufferLogs: true, bodyParser: false, abortOnError: false },
    );
    app.useLogger(app.get(Logger));
    // The documented API's sandbox keeps its own prefix, on its own listener (sandbox/http/sandbox-listener.ts).
    app.setGlobalPrefix('api', { exclude: [{ path: `${SANDBOX_PREFIX}/{*path}`, method: RequestMethod.ALL }] });
    app.set(
      'trust proxy',
      Array.isArray(config.server.trustProxy) ? [...config.server.trustProxy] : config.server.trustProxy,
    );
    // First: forwarded headers only from the proven proxy, then every request logged with its address.
    app.use(believeOnlyTheProxy(config.server.proxySecret));
    app.use(httpLogging(logger));
    app.use(keepSandboxOnItsListener);
    // Each /v1 call of an account goes to its request log once answered, off the request path.
    if (config.sandbox.recordRequests) {
      app.use(recordSandboxRequests(app.get(RequestLogRecorder), app.get<Clock>(CLOCK), isSandboxRequest));
    }
    // The site's pages call the sandbox across origins; only they may (sandbox/http/sandbox-cors.ts).
    app.use(sandboxCors(config.server.siteOrigin));
    // HSTS only where the request came over HTTPS (directly, or as the trusted proxy says).
    const helmetOverHttps = helmet();
    const helmetOverHttp = helmet({ strictTransportSecurity: false });
    app.use((request: Request, response: Response, next: NextFunction) =>
      (request.secure ? helmetOverHttps : helmetOverHttp)(request, response, next),
    );
    const tenants = app.get(TenantBrands);
    app.use(refuseCrossSiteRequests(config.server.siteOrigin, (host) => tenants.isLive(host), isSandboxRequest));
    // Nest's typings leave `verify` out (Nest uses it for its rawBody option, which is off here).
    const jsonOptions = { limit: JSON_BODY_LIMIT, verify: requireUtf8JsonBody };
    app.use(beaconBodiesAsJson([REMOTE_LOADS_PATH]));
    app.useBodyParser('json', jsonOptions);
    app.use(translateBodyParserErrors);
    app.useGlobalPipes(new ApiValidationPipe());
    app.enableShutdownHooks();
    await app.init();
    app.get(SandboxOpenApi).describeWith(() => sandboxOpenApiDocument(app, config.sandbox.publicBaseUrl));
    return app;
  } catch (error) {
    await throttlerStorage?.close();
    if (ownsDatabase) await database.close();
    throw error;
  }
}
