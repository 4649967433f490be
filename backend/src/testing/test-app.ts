/**
 * The real app (createApp) on a fresh test database, with logs captured in memory.
 * Limits are high unless a test sets them, so suites that send many requests are not throttled.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { createApp } from '../app';
import { createSandboxServer } from '../sandbox/http/sandbox-listener';
import { type AppConfig, loadConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { LogCapture } from './log-capture';
import { createTestDatabase } from './test-database';

const TEST_ENV: Readonly<Record<string, string>> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'info',
  THROTTLE_LIMIT: '100000',
  THROTTLE_WRITE_LIMIT: '100000',
  // Suites that read email start a mail catcher and turn the workers on.
  JOB_WORKERS: 'off',
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
    return {
      app,
      config,
      database,
      logs,
      http: () => request(app.getHttpServer()),
      sandbox: () => request(createSandboxServer(app)),
      close: async () => {
        await app.close();
        if (ownsDatabase) await database.close();
      },
    };
  } catch (error) {
    if (ownsDatabase) await given?.close();
    throw error;
  }
}
