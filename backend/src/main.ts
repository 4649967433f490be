import 'reflect-metadata';
import { Logger } from 'nestjs-pino';
import { createApp } from './app';
import { listenForSandbox } from './sandbox/http/sandbox-listener';
import { ConfigError, loadConfig } from './config/app-config';
import { InboundSmtpListener } from './support/public';
import { DatabaseConnectionError } from './database/open-postgres';
import { DatabaseFolderInUseError } from './database/pglite-lock';
import { RedisConnectionError } from './throttling/shared-throttler-storage';

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await createApp({ config });
  const { host, port } = config.server;
  await app.listen(port, host);
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  const database = config.database.url === null ? `PGlite in ${config.database.dataDir}` : 'PostgreSQL';
  app.get(Logger).log(`Backend listening on http://${shownHost}:${port} (database: ${database})`);
  await listenForSandbox(app, config.sandbox.port, host);
  app
    .get(Logger)
    .log(
      `Sandbox API listening on http://${shownHost}:${config.sandbox.port}/v1 (public base URL ${config.sandbox.publicBaseUrl})`,
    );
  // Replies to the desk's emails, by SMTP (`npm start` sets the port); production uses the provider's webhook.
  if (config.supportEmail.inboundSmtpPort !== null) {
    await app.get(InboundSmtpListener).listen(config.supportEmail.inboundSmtpPort, host);
  }
}

main().catch((error: unknown) => {
  // Mistakes an operator can fix get their message alone; anything else gets its stack.
  const expected =
    error instanceof ConfigError ||
    error instanceof DatabaseFolderInUseError ||
    error instanceof DatabaseConnectionError ||
    error instanceof RedisConnectionError;
  console.error(expected ? (error as Error).message : error);
  process.exitCode = 1;
});
