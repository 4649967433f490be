/** An HTTP server on loopback that stands in for a customer's CDN: logos, favicons, redirects and bad answers. */
import http, { type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const PNG_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export const SVG_LOGO = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="#0369a1"/></svg>',
);

export interface AssetRoute {
  status?: number;
  contentType?: string;
  body?: Buffer | string;
  headers?: Record<string, string>;
}

export interface LoopbackAssetServer {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  routes: Map<string, AssetRoute>;
  /** How many requests each path got. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

export async function startLoopbackAssetServer(): Promise<LoopbackAssetServer> {
  const routes = new Map<string, AssetRoute>([
    ['/logo.png', { contentType: 'image/png', body: PNG_PIXEL }],
    ['/logo.svg', { contentType: 'image/svg+xml', body: SVG_LOGO }],
    ['/favicon.png', { contentType: 'image/png', body: PNG_PIXEL }],
  ]);
  const hits = new Map<string, number>();
  const server: Server = http.createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const route = routes.get(path);
    if (!route) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(route.status ?? 200, {
      ...(route.contentType ? { 'Content-Type': route.contentType } : {}),
      ...route.headers,
    });
    response.end(route.body ?? '');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    routes,
    hits,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
