/**
 * The sandbox of the documented API answers on its own port (docs/architecture.md#ports), in the
 * backend's process: a second HTTP server hands its requests to the same app, marked as the
 * sandbox's. The site's listener never serves `/v1`, and the sandbox's serves nothing else, so
 * the two origins stay apart while sharing the database, throttling and logging.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';

/** The path prefix of every sandbox route, as in the public base URL `…/v1`. */
export const SANDBOX_PREFIX = 'v1';

const sandboxRequests = new WeakSet<IncomingMessage>();

export function isSandboxRequest(request: IncomingMessage): boolean {
  return sandboxRequests.has(request);
}

function isSandboxPath(path: string): boolean {
  return path === `/${SANDBOX_PREFIX}` || path.startsWith(`/${SANDBOX_PREFIX}/`);
}

/** The sandbox's listener: not yet listening (main.ts listens; tests hand it to supertest). */
export function createSandboxServer(app: NestExpressApplication): Server {
  const handle = app.getHttpAdapter().getInstance() as (request: IncomingMessage, response: unknown) => void;
  return createServer((request, response) => {
    sandboxRequests.add(request);
    handle(request, response);
  });
}

/** Middleware: each listener answers 404 for the other's paths, in the shape of its own API. */
export function keepSandboxOnItsListener(request: Request, response: Response, next: NextFunction): void {
  const sandbox = isSandboxRequest(request);
  if (sandbox === isSandboxPath(request.path)) {
    next();
    return;
  }
  if (sandbox) {
    response.status(404).json({
      error: { code: 'not_found', message: SANDBOX_MESSAGES.notFound, request_id: String(request.id) },
    });
  } else {
    response.status(404).json({ success: false, statusCode: 404, error: `Cannot ${request.method} ${request.path}` });
  }
}

/** Starts the sandbox's listener; it closes with the app's own server. */
export async function listenForSandbox(app: NestExpressApplication, port: number, host: string): Promise<Server> {
  const server = createSandboxServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  (app.getHttpServer() as Server).once('close', () => server.close());
  return server;
}
