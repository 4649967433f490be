/**
 * A plain HTTP client over keep-alive sockets, for tests that talk to a listening server the way
 * real clients do: raw bytes in any content type (supertest re-encodes what it is given), many
 * requests in flight at once, and no per-request server start.
 */
import { Agent, type IncomingHttpHeaders, request as httpRequest } from 'node:http';

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface HttpRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: Buffer | string;
  /** Send the body in chunks without a Content-Length, as a streaming client does. */
  chunked?: boolean;
}

export class HttpClient {
  private readonly agent: Agent;

  constructor(
    readonly baseUrl: string,
    options: { sockets?: number } = {},
  ) {
    this.agent = new Agent({ keepAlive: true, maxSockets: options.sockets ?? 1 });
  }

  send({ method = 'GET', path, headers = {}, body, chunked = false }: HttpRequest): Promise<HttpAnswer> {
    const payload = typeof body === 'string' ? Buffer.from(body) : body;
    const allHeaders: Record<string, string> = { ...headers };
    if (payload !== undefined && !chunked) allHeaders['content-length'] = String(payload.length);
    return new Promise((resolve, reject) => {
      const outgoing = httpRequest(new URL(path, this.baseUrl), { method, headers: allHeaders, agent: this.agent });
      outgoing.on('error', reject);
      outgoing.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
      });
      if (payload !== undefined && chunked) {
        for (let start = 0; start < payload.length; start += 16_384)
          outgoing.write(payload.subarray(start, start + 16_384));
      }
      outgoing.end(chunked ? undefined : payload);
    });
  }

  /** POST (or another method) with a JSON body. */
  sendJson(path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST'): Promise<HttpAnswer> {
    return this.send({
      method,
      path,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** The answer's JSON body, or undefined when it is not JSON. */
export function jsonBody(answer: HttpAnswer): unknown {
  try {
    return JSON.parse(answer.text);
  } catch {
    return undefined;
  }
}
