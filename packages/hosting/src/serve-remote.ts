#!/usr/bin/env node
/**
 * `northvault-serve-remote --dir dist --port 8082`: serves one remote's build on its own port,
 * the way each team deploys its micro-frontend. Run from the remote's folder (`npm start -w mfe-docs`).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadHostingConfig } from './hosting-config';
import { closeOnSignals, listen } from './listen';
import { createRemoteApp } from './remote-app';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { dir: { type: 'string', default: 'dist' }, port: { type: 'string' } },
  });
  const config = loadHostingConfig();
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new Error(`--port must be an integer from 1 to 65535 (got "${values.port ?? ''}")`);
  }
  const root = path.resolve(values.dir);
  const server = await listen(createRemoteApp({ root, allowedOrigins: [config.siteOrigin] }), port, `Remote ${root}`);
  console.log(`Serving ${root} on http://localhost:${port} for ${config.siteOrigin}`);
  closeOnSignals(server);
}

main().catch((error: Error) => {
  console.error(error.message);
  process.exit(1);
});
