import type { Server } from 'node:http';
import type { Express } from 'express';

/** Starts listening; a taken port is an error that says which service wanted it. */
export function listen(app: Express, port: number, service: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port);
    server.once('listening', () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`${service} cannot listen on port ${port}: it is already in use`)
          : error,
      );
    });
  });
}

/** Stops a server on SIGINT or SIGTERM, letting open requests finish. */
export function closeOnSignals(server: Server): void {
  const stop = () => server.close(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
