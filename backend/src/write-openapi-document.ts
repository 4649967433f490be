/**
 * `node dist/write-openapi-document.js <file>`: writes the sandbox's OpenAPI document, the one
 * `GET /v1/openapi.json` answers (sandbox/openapi/sandbox-openapi.ts), to a file, for the docs' build
 * to generate its request samples from (docs/architecture.md#request-samples). The backend's build
 * runs it. An entry point beside main.ts and worker.ts, since it builds the whole app: Nest builds it
 * in preview mode, which reads the routes and DTOs without creating a provider (no database, Redis or
 * port).
 */
import 'reflect-metadata';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NestFactory } from '@nestjs/core';
import pino from 'pino';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';
import type { DatabaseHandle } from './database/database-handle';
import type { ClosableThrottlerStorage } from './throttling/shared-throttler-storage';
import { SANDBOX_PREFIX } from './sandbox/http/sandbox-listener';
import { sandboxOpenApiDocument } from './sandbox/openapi/sandbox-openapi';

/** Nothing in preview mode asks for these: no provider is created. */
const NOT_OPENED = new Proxy(
  {},
  {
    get(_, key) {
      // Nest asks whether a provided value is a promise.
      if (key === 'then') return undefined;
      throw new Error(`The OpenAPI document needs no ${String(key)}: the app runs in preview mode`);
    },
  },
);

export async function writeOpenApiDocument(file: string): Promise<void> {
  // The default configuration: the samples put the reader's base URL in place of the server.
  const config = loadConfig({});
  const app = await NestFactory.create(
    AppModule.forRoot({
      config,
      database: NOT_OPENED as DatabaseHandle,
      ownsDatabase: false,
      logger: pino({ enabled: false }),
      throttlerStorage: NOT_OPENED as ClosableThrottlerStorage,
    }),
    { preview: true, logger: false, abortOnError: false },
  );
  app.setGlobalPrefix('api', { exclude: [`${SANDBOX_PREFIX}/{*path}`] });
  const document = sandboxOpenApiDocument(app, config.sandbox.publicBaseUrl);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(document, null, 2)}\n`);
}

if (require.main === module) {
  const file = process.argv[2];
  if (!file) {
    console.error('Usage: node dist/write-openapi-document.js <file>');
    process.exitCode = 1;
  } else {
    writeOpenApiDocument(path.resolve(file)).catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}
