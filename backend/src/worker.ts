#!/usr/bin/env node
/**
 * `npm run worker`: the job workers alone, for a deployment that scales them apart from the API
 * (set JOB_WORKERS=off on the API instances). Same configuration as the backend; no HTTP server.
 */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { ConfigError, loadConfig } from './config/app-config';
import { openDatabase } from './database/open-database';
import { DatabaseConnectionError } from './database/open-postgres';
import { DatabaseFolderInUseError } from './database/pglite-lock';
import { createRootLogger } from './logging/root-logger';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const loaded = loadConfig(process.env);
  // This process exists to run them, whatever the API instances are told.
  const config = { ...loaded, jobs: { ...loaded.jobs, workers: 'in-process' as const } };
  const logger = createRootLogger(config.server);
  const database = await openDatabase(config.database, {
    onIdleError: (error) => logger.error({ err: error }, 'Idle database connection failed'),
  });
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot({ config, database, logger }), {
    bufferLogs: true,
    abortOnError: false,
  });
  app.useLogger(app.get(Logger));
  app.enableShutdownHooks();
  await app.init();
  app.get(Logger).log(`Job worker running (concurrency ${config.jobs.concurrency})`);
}

main().catch((error: unknown) => {
  const expected = [ConfigError, DatabaseFolderInUseError, DatabaseConnectionError].some(
    (type) => error instanceof type,
  );
  console.error(expected ? (error as Error).message : error);
  process.exitCode = 1;
});
