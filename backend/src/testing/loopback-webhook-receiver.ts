/** A webhook receiver on loopback for the sandbox's delivery tests, and a wait for what it records. */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { freePort } from './free-port';

export interface Attempt {
  at: number;
  /** The request's path, which tells the endpoints of one receiver apart. */
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A receiver on loopback that records each attempt and answers what `answer` says: a status, or a status and a body. */
export async function loopbackReceiver(
  answer: (attempt: Attempt, index: number) => Promise<number | { status: number; body: string }>,
) {
  const attempts: Attempt[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const attempt = { at: Date.now(), path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) };
      attempts.push(attempt);
      void answer(attempt, attempts.length - 1).then((reply) =>
        typeof reply === 'number' ? res.writeHead(reply).end() : res.writeHead(reply.status).end(reply.body),
      );
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/webhooks/northvault`,
    attempts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Polls `check` until it returns something, or fails after `timeoutMs`. */
export async function until<T>(check: () => Promise<T | undefined> | T | undefined, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
