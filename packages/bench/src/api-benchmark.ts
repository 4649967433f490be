#!/usr/bin/env node
/**
 * `npm run bench:api`: the backend on PostgreSQL and on the embedded PGlite, each fresh, loaded
 * from this (second) process with autocannon on loopback next to a trivial NestJS route, then the
 * job queue's drain on each. Several runs per endpoint; the median is reported, side by side.
 *
 * Budgets, on PostgreSQL (the production engine), at 50 connections: p99 under 50 ms for every
 * endpoint; POST /api/support at least 40% of the ceiling's throughput; 1,000 jobs drained in
 * under 30 s. On both engines every accepted ticket and message is in the database. A /v1 call with an API key is
 * measured on a backend started with SANDBOX_REQUEST_LOG=off, then with the request log on, before any other load:
 * recording may raise its p99 by 5% at most. The site server's prerendered pages are measured too (site-pages.ts):
 * the full request, and the server's own cost of stitching each page, at most 5 ms at p99.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maildevArguments, maildevEntry } from '@northvault/hosting/mail-catcher-command';
import { signInHeadlessly } from '@northvault/local-identity-provider/testing/headless-sign-in';
import { load, medianResult, type Result, type Target } from './api-load';
import { type BenchEngine, createEngine, type EngineName } from './bench-engines';
import { repositoryRoot, type Service, startService, table } from './child-services';
import { type DrainResult, DRAIN_JOBS, measureQueueDrain } from './queue-drain';
import {
  measureSitePages,
  PAGE_REQUESTS,
  type SitePageReport,
  STITCH_P99_BUDGET_MS,
  STITCH_REQUESTS,
} from './site-pages';

const CONNECTIONS = 50;
/** Requests per endpoint and run: a fixed count, so every answer is waited for and counted. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').split(',') as EngineName[];
const PORTS = {
  backend: 59300,
  provider: 59301,
  ceiling: 59302,
  smtp: 59303,
  mailWeb: 59304,
  sandbox: 59305,
  site: 59306,
};
const SITE_ORIGIN = 'http://localhost:59380';
const BACKEND_ENV = {
  OIDC_PORT: String(PORTS.provider),
  SITE_ORIGIN,
  LOG_LEVEL: 'warn',
  // One address sending thousands of forms: the per-IP limits are not under test.
  THROTTLE_LIMIT: '1000000',
  THROTTLE_WRITE_LIMIT: '1000000',
  // An API instance of a scaled deployment; the queue's drain is measured on its own.
  JOB_WORKERS: 'off',
  SANDBOX_PORT: String(PORTS.sandbox),
};

const V1_CALL = 'GET /v1/banking/accounts';
/** How much the request log may raise a /v1 call's p99; latencies are whole milliseconds, so 1 ms at least. */
const REQUEST_LOG_P99_RISE = 0.05;

const CEILING: Target = { name: 'ceiling: trivial NestJS route', url: `http://localhost:${PORTS.ceiling}/ceiling` };

interface EngineReport {
  engine: BenchEngine['label'];
  /** The same /v1 call on a backend that records nothing, measured beside its own ceiling. */
  withoutRequestLog: { ceiling: Result; call: Result };
  /** Measured in turn with the endpoints, so a busy moment of the machine weighs on both alike. */
  ceiling: Result;
  results: Result[];
  stored: Record<string, { rows: number; created: number }>;
  drain: DrainResult;
}

async function sessionCookie(): Promise<string> {
  const start = await fetch(`http://localhost:${PORTS.backend}/api/oauth/google/redirect_url`);
  const loginCookie = start.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { redirectUrl } = (await start.json()) as { redirectUrl: string };
  const callback = await signInHeadlessly(redirectUrl, { email: 'bench@example.com', name: 'Bench Mark' });
  const session = await fetch(`http://localhost:${PORTS.backend}/api/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: loginCookie },
    body: JSON.stringify(Object.fromEntries(callback.searchParams)),
  });
  if (session.status !== 201) throw new Error(`Sign-in for the benchmark failed: HTTP ${session.status}`);
  return session.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/**
 * An Enterprise plan (no monthly call quota) bought with the sandbox card by the signed-in bench account, and an API
 * key of it: the credential a customer's code calls /v1 with.
 */
async function sandboxCall(cookie: string): Promise<Target> {
  const api = `http://localhost:${PORTS.backend}/api`;
  const json = { 'content-type': 'application/json', cookie };
  const checkout = await fetch(`${api}/checkout/process`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      planId: 'enterprise',
      customerName: 'Bench Mark',
      customerEmail: 'bench@example.com',
      paymentMethod: {
        cardNumber: '4242424242424242',
        expiryMonth: '12',
        expiryYear: String(new Date().getUTCFullYear() + 2),
        cvv: '123',
        billingAddress: { address: '', city: '', postalCode: '', country: 'International' },
      },
    }),
  });
  if (checkout.status !== 200) throw new Error(`The benchmark's plan could not be bought: HTTP ${checkout.status}`);
  const key = await fetch(`${api}/api-keys`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ keyName: 'bench:api', scope: 'read_only' }),
  });
  if (key.status !== 201) throw new Error(`The benchmark's API key could not be created: HTTP ${key.status}`);
  const { secret } = (await key.json()) as { secret: string };
  return {
    name: V1_CALL,
    url: `http://localhost:${PORTS.sandbox}/v1/banking/accounts`,
    headers: { authorization: `Bearer ${secret}`, 'x-plan-type': 'enterprise' },
  };
}

function apiTargets(cookie: string): Target[] {
  const api = `http://localhost:${PORTS.backend}/api`;
  return [
    { name: 'GET /api/health', url: `${api}/health` },
    { name: 'GET /api/users/me', url: `${api}/users/me`, headers: { cookie } },
    {
      name: 'POST /api/support',
      url: `${api}/support`,
      method: 'POST',
      table: 'support_tickets',
      // Each ticket from an address of its own: one address gets a few emails an hour (recipient caps), and the rest
      // of its tickets would be saved without their email job.
      bodyFor: (request) =>
        JSON.stringify({
          name: 'Bench Mark',
          email: `bench+${request}@example.com`,
          subject: 'Webhook retries',
          message: 'How many times is a failed delivery retried?',
          priority: 'high',
          category: 'technical',
        }),
    },
    {
      name: 'POST /api/contact',
      url: `${api}/contact`,
      method: 'POST',
      table: 'contact_messages',
      bodyFor: (request) =>
        JSON.stringify({
          name: 'Bench Mark',
          email: `bench+${request}@example.com`,
          message: 'Tell me about Enterprise.',
        }),
    },
  ];
}

/** A short warm-up (not measured, its rows counted), then RUNS runs of each endpoint. */
async function measure(targets: Target[]): Promise<{ results: Result[]; created: number[] }> {
  const created = targets.map(() => 0);
  for (const [index, target] of targets.entries())
    created[index]! += (await load(target, 10, 1000)).statusCodes['201'] ?? 0;
  const runs: Result[][] = targets.map(() => []);
  for (let run = 0; run < RUNS; run += 1) {
    for (const [index, target] of targets.entries()) runs[index]!.push(await load(target, CONNECTIONS, REQUESTS));
  }
  const results = runs.map(medianResult);
  results.forEach((result, index) => (created[index]! += result.statusCodes['201'] ?? 0));
  return { results, created };
}

async function benchEngine(name: EngineName, mail: { smtpUrl: string; api: string }): Promise<EngineReport> {
  const engine = await createEngine(name);
  const startBackend = (env: Record<string, string> = {}) =>
    startService(
      'backend',
      path.join(repositoryRoot, 'backend/dist/main.js'),
      { ...BACKEND_ENV, ...engine.env, PORT: String(PORTS.backend), ...env },
      { url: `http://localhost:${PORTS.backend}/api/health` },
    );
  try {
    // The request log's cost: the same /v1 call, account and key, first on a backend that records no /v1 call, then
    // on one that does, both on a database that has taken no load yet. (Measured after the tickets and messages, the
    // second would also pay for the database's work on their 60,000 rows.)
    const quiet = await startBackend({ SANDBOX_REQUEST_LOG: 'off' });
    let cookie;
    let call;
    let withoutRequestLog;
    try {
      cookie = await sessionCookie();
      call = await sandboxCall(cookie);
      const [ceiling, quietCall] = (await measure([CEILING, call])).results;
      withoutRequestLog = { ceiling: ceiling!, call: quietCall! };
    } finally {
      await quiet.stop();
    }
    const backend = await startBackend();
    let recordedCall;
    let measured;
    const targets = [CEILING, ...apiTargets(cookie)];
    try {
      recordedCall = (await measure([CEILING, call])).results[1]!;
      measured = await measure(targets);
    } finally {
      await backend.stop();
    }
    const stored: EngineReport['stored'] = {};
    for (const [index, target] of targets.entries()) {
      if (target.table)
        stored[target.table] = { rows: await engine.countRows(target.table), created: measured.created[index]! };
    }
    const drainEngine = await createEngine(name);
    try {
      const drain = await measureQueueDrain(drainEngine, BACKEND_ENV, PORTS.backend, mail);
      const [ceiling, ...results] = measured.results;
      return {
        engine: engine.label,
        ceiling: ceiling!,
        results: [...results, recordedCall],
        stored,
        drain,
        withoutRequestLog,
      };
    } finally {
      await drainEngine.remove();
    }
  } finally {
    await engine.remove();
  }
}

async function main(): Promise<void> {
  const services: Service[] = [];
  const cleanUp: Array<() => void> = [];
  try {
    services.push(
      await startService(
        'provider',
        path.join(repositoryRoot, 'packages/local-identity-provider/dist/main.js'),
        { OIDC_PORT: String(PORTS.provider), SITE_ORIGIN },
        { url: `http://localhost:${PORTS.provider}/.well-known/openid-configuration` },
      ),
      await startService(
        'ceiling',
        path.join(__dirname, 'ceiling-server.js'),
        { PORT: String(PORTS.ceiling) },
        { line: /ceiling ready/ },
      ),
    );
    const mailDirectory = mkdtempSync(path.join(os.tmpdir(), 'northvault-bench-mail-'));
    cleanUp.push(() => rmSync(mailDirectory, { recursive: true, force: true }));
    const mailArgs = maildevArguments({ smtpPort: PORTS.smtp, webPort: PORTS.mailWeb, mailDirectory });
    services.push(
      await startService(
        'mail',
        maildevEntry(),
        {},
        { url: `http://localhost:${PORTS.mailWeb}/api/healthz` },
        60_000,
        mailArgs,
      ),
    );
    const mail = { smtpUrl: `smtp://localhost:${PORTS.smtp}`, api: `http://localhost:${PORTS.mailWeb}/api` };
    const releasesDir = mkdtempSync(path.join(os.tmpdir(), 'northvault-bench-releases-'));
    cleanUp.push(() => rmSync(releasesDir, { recursive: true, force: true }));
    const site = await measureSitePages({
      port: PORTS.site,
      // The site server asks its backend for a host's white-label brand once a second: the ceiling's NestJS app
      // answers 404, as the backend does for a host without one.
      backendUrl: `http://localhost:${PORTS.ceiling}`,
      releasesDir,
      connections: CONNECTIONS,
      runs: RUNS,
    });
    const reports: EngineReport[] = [];
    for (const name of ENGINES) reports.push(await benchEngine(name, mail));
    report(reports, site);
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    for (const step of cleanUp) step();
  }
}

function reportSitePages(site: SitePageReport[]): Array<[string, boolean]> {
  console.log(
    `\nThe site server's prerendered pages, ${PAGE_REQUESTS} requests per run; stitch: its Server-Timing, ${STITCH_REQUESTS} requests in a row\n`,
  );
  console.log(
    table(
      ['page', 'req/s', 'p50', 'p99', 'stitch p50 ms', 'stitch p99 ms'],
      site.map(({ request, stitch }) => [
        request.name,
        request.requestsPerSecond,
        request.p50,
        request.p99,
        stitch.p50.toFixed(2),
        stitch.p99.toFixed(2),
      ]),
    ),
  );
  return site.flatMap(({ page, prerendered, request, stitch, stitchAnswers }): Array<[string, boolean]> => [
    [`site GET ${page}: sent prerendered`, prerendered],
    [`site GET ${page}: only 2xx answers, all in time`, onlySuccesses(request) && !request.timedOut],
    [
      `site GET ${page}: ${stitch.count} of ${stitchAnswers} answers timed in Server-Timing`,
      stitch.count === stitchAnswers,
    ],
    [
      `site GET ${page}: stitching p99 ${stitch.p99.toFixed(2)} ms ≤ ${STITCH_P99_BUDGET_MS} ms`,
      stitch.p99 <= STITCH_P99_BUDGET_MS,
    ],
  ]);
}

function onlySuccesses(result: Result): boolean {
  return result.errors === 0 && Object.keys(result.statusCodes).every((code) => code.startsWith('2'));
}

function report(reports: EngineReport[], site: SitePageReport[]): void {
  const share = (r: EngineReport, result: Result) =>
    `${Math.round((result.requestsPerSecond / r.ceiling.requestsPerSecond) * 100)}%`;
  const columns = ['endpoint', ...reports.flatMap((r) => [`${r.engine} req/s`, 'p50', 'p99', 'of ceiling'])];
  const rows = [
    [CEILING.name, ...reports.flatMap((r) => [r.ceiling.requestsPerSecond, r.ceiling.p50, r.ceiling.p99, '100%'])],
    ...reports[0]!.results.map((result, index) => [
      result.name,
      ...reports.flatMap((r) => {
        const own = r.results[index]!;
        return [own.requestsPerSecond, own.p50, own.p99, share(r, own)];
      }),
    ]),
    [
      `${V1_CALL}, request log off`,
      ...reports.flatMap((r) => {
        const { call, ceiling } = r.withoutRequestLog;
        return [
          call.requestsPerSecond,
          call.p50,
          call.p99,
          `${Math.round((call.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`,
        ];
      }),
    ],
    [
      `queue drain, ${DRAIN_JOBS} email jobs`,
      ...reports.flatMap((r) => [`${r.drain.seconds.toFixed(1)} s`, '', '', '']),
    ],
  ];
  console.log(`\nbench:api — ${CONNECTIONS} connections, ${REQUESTS} requests per endpoint, median of ${RUNS} runs\n`);
  console.log(table(columns, rows));

  const checks: Array<[string, boolean]> = [];
  for (const r of reports) {
    const budgets = r.engine === 'PostgreSQL';
    for (const result of r.results) {
      if (result.timedOut) checks.push([`${r.engine} ${result.name}: finished in time`, false]);
      if (!onlySuccesses(result)) checks.push([`${r.engine} ${result.name}: only 2xx answers`, false]);
      if (budgets) checks.push([`${r.engine} ${result.name}: p99 ${result.p99} ms < 50 ms`, result.p99 < 50]);
    }
    const recorded = r.results.find((result) => result.name === V1_CALL)!;
    const unrecorded = r.withoutRequestLog.call;
    if (!onlySuccesses(unrecorded))
      checks.push([`${r.engine} ${V1_CALL} without the request log: only 2xx answers`, false]);
    const allowed = Math.max(unrecorded.p99 * (1 + REQUEST_LOG_P99_RISE), unrecorded.p99 + 1);
    checks.push([
      `${r.engine} ${V1_CALL}: p99 ${recorded.p99} ms with the request log, ${unrecorded.p99} ms without (≤ ${allowed.toFixed(1)} ms)`,
      recorded.p99 <= allowed,
    ]);
    const support = r.results.find((result) => result.name === 'POST /api/support')!;
    const supportShare = support.requestsPerSecond / r.ceiling.requestsPerSecond;
    if (budgets)
      checks.push([
        `${r.engine} POST /api/support at ${share(r, support)} of the ceiling (≥ 40%)`,
        supportShare >= 0.4,
      ]);
    for (const [tableName, { rows, created }] of Object.entries(r.stored)) {
      checks.push([`${r.engine} ${tableName}: ${rows} rows stored for ${created} answers 201`, rows === created]);
    }
    const drained = r.drain.jobs >= DRAIN_JOBS && (!budgets || r.drain.seconds < 30);
    checks.push([
      `${r.engine} queue: ${r.drain.jobs} of ${DRAIN_JOBS} jobs sent in ${r.drain.seconds.toFixed(1)} s${budgets ? ' (< 30 s)' : ''}`,
      drained,
    ]);
  }
  checks.push(...reportSitePages(site));
  console.log('');
  for (const [label, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${label}`);

  mkdirSync(path.join(repositoryRoot, 'bench-results'), { recursive: true });
  const file = path.join(repositoryRoot, 'bench-results/api.json');
  const date = new Date().toISOString();
  writeFileSync(
    file,
    `${JSON.stringify({ date, connections: CONNECTIONS, requests: REQUESTS, runs: RUNS, reports, site, checks }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
