/** One endpoint under autocannon: a fixed number of requests, every answer counted. */
import type { IncomingHttpHeaders } from 'node:http';
import autocannon from 'autocannon';

/** The time limit of one endpoint's run; a run that reaches it is reported as such. */
export const TIME_LIMIT_SECONDS = 120;

export interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** A body per request instead, given the request's number from 1 (a sender address of its own, say). */
  bodyFor?: (request: number) => string;
  /** Table whose rows must equal the 201 answers. */
  table?: string;
  /** Given each answer's headers, names in lower case. */
  onHeaders?: (headers: Record<string, string | undefined>) => void;
}

export interface Result {
  name: string;
  seconds: number;
  timedOut: boolean;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  total: number;
  statusCodes: Record<string, number>;
  errors: number;
}

interface Run {
  result: autocannon.Result;
  timedOut: boolean;
  /** performance.now() when the last answer arrived. */
  lastAnswerAt: number;
}

function run(options: autocannon.Options): Promise<Run> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    let lastAnswerAt = performance.now();
    const instance = autocannon(options, (error, result) => {
      clearTimeout(limit);
      if (error) reject(error);
      else resolve({ result, timedOut, lastAnswerAt });
    });
    instance.on('response', () => {
      lastAnswerAt = performance.now();
    });
    const limit = setTimeout(() => {
      timedOut = true;
      instance.stop();
    }, TIME_LIMIT_SECONDS * 1000);
  });
}

/** autocannon's onResponse, handing on the headers by their lower-case names (a repeated one's first value). */
function answerHeaders(onHeaders: NonNullable<Target['onHeaders']>) {
  return (_status: number, _body: string, _context: object, headers: IncomingHttpHeaders = {}) =>
    onHeaders(
      Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), Array.isArray(value) ? value[0] : value]),
      ),
    );
}

/** Requests given a body of their own in this process, so no two runs share a number. */
let numberedBodies = 0;

/** autocannon's setupRequest, giving each request its own body (its Content-Length follows). */
function bodyPerRequest(bodyFor: (request: number) => string) {
  return (request: autocannon.Request) => ({ ...request, body: bodyFor((numberedBodies += 1)) });
}

export async function load(target: Target, connections: number, amount: number): Promise<Result> {
  // autocannon counts whole seconds, and with a fixed amount ends a run only on its next tick of
  // its one-second clock: a run of a few seconds is timed from the start to its last answer.
  const started = performance.now();
  const { result, timedOut, lastAnswerAt } = await run({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections,
    amount,
    ...((target.onHeaders || target.bodyFor) && {
      requests: [
        {
          ...(target.onHeaders && { onResponse: answerHeaders(target.onHeaders) }),
          ...(target.bodyFor && { setupRequest: bodyPerRequest(target.bodyFor) }),
        },
      ],
    }),
  });
  const seconds = (lastAnswerAt - started) / 1000;
  const statusCodes = Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
    ).map(([code, stats]) => [code, stats.count]),
  );
  return {
    name: target.name,
    seconds,
    timedOut,
    // Over the whole run: autocannon's per-second average is skewed by a short run's partial seconds.
    requestsPerSecond: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statusCodes,
    errors: result.errors + result.timeouts,
  };
}

/** Per endpoint, the run with the median throughput and the median p50 and p99 of all runs. */
export function medianResult(runs: Result[]): Result {
  const middle = <T>(values: T[], by: (value: T) => number) =>
    [...values].sort((a, b) => by(a) - by(b))[Math.floor(values.length / 2)]!;
  const base = middle(runs, (result) => result.requestsPerSecond);
  const statusCodes: Record<string, number> = {};
  for (const result of runs) {
    for (const [code, count] of Object.entries(result.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + count;
  }
  return {
    ...base,
    p50: middle(runs, (result) => result.p50).p50,
    p99: middle(runs, (result) => result.p99).p99,
    timedOut: runs.some((result) => result.timedOut),
    total: runs.reduce((sum, result) => sum + result.total, 0),
    errors: runs.reduce((sum, result) => sum + result.errors, 0),
    statusCodes,
  };
}
