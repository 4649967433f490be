/**
 * A customer's CDN for the white-label tests, on loopback: the backend copies the logo and favicon
 * from here when a version is published (development allows loopback; production never does).
 */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" rx="6" fill="#0369a1"/></svg>',
);

export interface BrandAssetServer {
  origin: string;
  close(): Promise<void>;
}

/** On a port the system picks: every worker that runs a test of the file starts its own. */
export async function startBrandAssetServer(): Promise<BrandAssetServer> {
  const files: Record<string, [string, Buffer]> = {
    '/logo.svg': ['image/svg+xml', SVG],
    '/favicon.png': ['image/png', PNG],
  };
  const server: Server = http.createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://localhost').pathname];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': file[0] }).end(file[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
