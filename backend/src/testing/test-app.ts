/**
 * The real app (createApp) on a fresh test database, with logs captured in memory.
 * Limits are high unless a test sets them, so suites that send many requests are not throttled.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app';
import type { Server } from 'node:http';
import { SandboxOpenApi } from '../sandbox/openapi/sandbox-openapi.controller';
import { type AppConfig, loadConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { LogCapture } from './log-capture';
import { recordingSandboxServer, SandboxContract, type SandboxExchange } from './sandbox-contract';
import { createTestDatabase } from './test-database';

const TEST_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  THROTTLE_LIMIT: '100000',
  THROTTLE_WRITE_LIMIT: '100000',
  // Suites that read email start a mail catcher and turn the workers on.
  JOB_WORKERS: 'off',
  // Most of a suite's waiting is for a worker's next poll: pg-boss's shortest.
  JOB_POLL_INTERVAL_MS: '500',
};

export interface TestApp {
  app: NestExpressApplication;
  config: AppConfig;
  database: DatabaseHandle;
  logs: LogCapture;
  /** A supertest client bound to the app's HTTP server. */
  http(): ReturnType<typeof request>;
  /** A supertest client bound to the sandbox's listener (the documented API under /v1). */
  sandbox(): ReturnType<typeof request>;
  /** The sandbox's listener, not yet listening, for clients outside the test (curl, node, python). */
  sandboxServer(): Server;
  /** Every exchange with the sandbox so far, through either of the two above. */
  sandboxExchanges: SandboxExchange[];
  /**
   * Closes the app; then, if the sandbox was called, fails when any exchange broke the contract of
   * its OpenAPI document (sandbox-contract.ts).
   */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /**
   * Environment variables on top of the test defaults, as an operator would set them. With
   * DATABASE_URL (and no `database`) the app opens that database itself, as in production.
   */
  env?: Record<string, string>;
  /** Share a database between apps; the caller then closes it. */
  database?: DatabaseHandle;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...options.env });
  const ownsDatabase = options.database === undefined;
  const opensOwnDatabase = ownsDatabase && config.database.url !== null;
  const given = options.database ?? (opensOwnDatabase ? undefined : await createTestDatabase());
  const logs = new LogCapture();
  try {
    const app = await createApp({ config, database: given, logDestination: logs });
    // The app closes a database it opened itself.
    const database = given ?? app.get<DatabaseHandle>(DATABASE);
    const sandboxExchanges: SandboxExchange[] = [];
    return {
      app,
      config,
      database,
      logs,
      http: () => request(app.getHttpServer()),
      sandbox: () => request(recordingSandboxServer(app, sandboxExchanges)),
      sandboxServer: () => recordingSandboxServer(app, sandboxExchanges),
      sandboxExchanges,
      close: async () => {
        // The document the sandbox serves at /v1/openapi.json, read before the app closes.
        const document = sandboxExchanges.length > 0 ? app.get(SandboxOpenApi).document() : undefined;
        await app.close();
        if (ownsDatabase) await database.close();
        const violations = document ? new SandboxContract(document).violations(sandboxExchanges) : [];
        if (violations.length > 0) {
          throw new Error(
            `${violations.length} sandbox exchanges broke the OpenAPI document's contract:\n${violations.join('\n')}`,
          );
        }
      },
    };
  } catch (error) {
    if (ownsDatabase) await given?.close();
    throw error;
  }
}
