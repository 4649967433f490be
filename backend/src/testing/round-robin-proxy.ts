/**
 * A small load balancer on loopback, built on http-proxy: `/api/*` goes to the backends in turn and
 * every other path to the site servers in turn, as a path-routing balancer in front of a real
 * deployment would. A target that refuses the connection (it is down) is skipped for the next one:
 * nothing was sent to it, so even a POST is safe to hand on. Given the backends' PROXY_SECRET, it
 * proves itself to them as their trusted proxy, so the visitor addresses it forwards count.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import httpProxy from 'http-proxy';
import { PROXY_SECRET_HEADER } from '@northvault/contracts/site-proxy';

export class RoundRobinProxy {
  private readonly proxy = httpProxy.createProxyServer({ xfwd: true, proxyTimeout: 30_000 });
  private readonly turns = new Map<readonly string[], number>();
  private server: Server | undefined;
  /** Requests each target answered, by target URL. */
  readonly served = new Map<string, number>();
  /** Requests answered 502, by the error that ended them. */
  readonly failures = new Map<string, number>();

  constructor(
    private readonly backends: readonly string[],
    private readonly sites: readonly string[],
    private readonly proxySecret?: string,
  ) {}

  async listen(port: number): Promise<string> {
    this.server = createServer((request, response) => {
      const isApi = request.url === '/api' || request.url?.startsWith('/api/') === true;
      const chosen = { target: '' };
      response.once('finish', () => this.served.set(chosen.target, (this.served.get(chosen.target) ?? 0) + 1));
      // The body is read first, so a second target can be sent the same bytes.
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const targets = isApi ? this.backends : this.sites;
        const turn = this.turns.get(targets) ?? 0;
        this.turns.set(targets, turn + 1);
        this.forward(request, response, targets, turn, 0, chosen, Buffer.concat(chunks));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private forward(
    request: IncomingMessage,
    response: ServerResponse,
    targets: readonly string[],
    turn: number,
    tried: number,
    chosen: { target: string },
    body: Buffer,
  ): void {
    const target = targets[(turn + tried) % targets.length]!;
    chosen.target = target;
    const headers: Record<string, string> =
      this.proxySecret && targets === this.backends ? { [PROXY_SECRET_HEADER]: this.proxySecret } : {};
    const options = { target, buffer: Readable.from([body]), headers };
    this.proxy.web(request, response, options, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ECONNREFUSED' && tried + 1 < targets.length) {
        this.forward(request, response, targets, turn, tried + 1, chosen, body);
        return;
      }
      this.failures.set(error.code ?? error.message, (this.failures.get(error.code ?? error.message) ?? 0) + 1);
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'text/plain' });
      response.end('Bad gateway');
    });
  }

  async close(): Promise<void> {
    this.proxy.close();
    await new Promise((resolve) => this.server?.close(resolve) ?? resolve(undefined));
  }
}
