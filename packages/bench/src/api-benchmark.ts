#!/usr/bin/env node
/**
 * `npm run bench:api`: the backend on the embedded database, loaded from this (second) process
 * with autocannon on loopback, each endpoint for a bounded time, next to a trivial NestJS route.
 *
 * Budget at 50 connections: p99 under 50 ms for each endpoint; POST /api/support at least 40% of
 * the ceiling's throughput; every accepted ticket is in the database (rows equal the 201s).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { PGlite } from '@electric-sql/pglite';
import { signInHeadlessly } from '@northvault/local-identity-provider/testing/headless-sign-in';
import { repositoryRoot, startService, table, type Service } from './child-services';

const CONNECTIONS = 50;
/** Requests per endpoint: a fixed count, so every answer is waited for and counted. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
/** The time limit of one endpoint's run; a run that reaches it is reported as such. */
const TIME_LIMIT_SECONDS = 120;
const PORTS = { backend: 59300, provider: 59301, ceiling: 59302 };
const SITE_ORIGIN = 'http://localhost:59380';

interface Target {
  name: string;
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Table whose rows must equal the 201 answers. */
  table?: string;
}

interface Result {
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

function run(options: autocannon.Options): Promise<{ result: autocannon.Result; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    let timedOut = false;
    const instance = autocannon(options, (error, result) => {
      clearTimeout(limit);
      if (error) reject(error);
      else resolve({ result, timedOut });
    });
    const limit = setTimeout(() => {
      timedOut = true;
      instance.stop();
    }, TIME_LIMIT_SECONDS * 1000);
  });
}

async function load(target: Target, connections = CONNECTIONS, amount = REQUESTS): Promise<Result> {
  const { result, timedOut } = await run({
    url: target.url,
    method: target.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...target.headers },
    body: target.body,
    connections,
    amount,
  });
  const statusCodes = Object.fromEntries(
    Object.entries(
      (result as unknown as { statusCodeStats?: Record<string, { count: number }> }).statusCodeStats ?? {},
    ).map(([code, stats]) => [code, stats.count]),
  );
  return {
    name: target.name,
    seconds: result.duration,
    timedOut,
    // Over the whole run: autocannon's per-second average is skewed by a short run's partial seconds.
    requestsPerSecond: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    statusCodes,
    errors: result.errors + result.timeouts,
  };
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

async function countRows(dataDir: string, tableName: string): Promise<number> {
  const database = await PGlite.create({ dataDir });
  try {
    const { rows } = await database.query<{ count: number }>(`select count(*)::int as count from ${tableName}`);
    return rows[0]!.count;
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'northvault-bench-api-'));
  const services: Service[] = [];
  try {
    services.push(
      await startService(
        'provider',
        path.join(repositoryRoot, 'packages/local-identity-provider/dist/main.js'),
        { OIDC_PORT: String(PORTS.provider), SITE_ORIGIN },
        { url: `http://localhost:${PORTS.provider}/.well-known/openid-configuration` },
      ),
      await startService(
        'backend',
        path.join(repositoryRoot, 'backend/dist/main.js'),
        {
          PORT: String(PORTS.backend),
          DATA_DIR: dataDir,
          OIDC_PORT: String(PORTS.provider),
          SITE_ORIGIN,
          LOG_LEVEL: 'warn',
          // The benchmark is one address sending thousands of forms: the per-IP limits are not under test.
          THROTTLE_LIMIT: '1000000',
          THROTTLE_WRITE_LIMIT: '1000000',
        },
        { url: `http://localhost:${PORTS.backend}/api/health` },
      ),
      await startService(
        'ceiling',
        path.join(__dirname, 'ceiling-server.js'),
        { PORT: String(PORTS.ceiling) },
        { line: /ceiling ready/ },
      ),
    );
    const cookie = await sessionCookie();
    const api = `http://localhost:${PORTS.backend}/api`;
    const targets: Target[] = [
      { name: 'ceiling: trivial NestJS route', url: `http://localhost:${PORTS.ceiling}/ceiling` },
      { name: 'GET /api/health', url: `${api}/health` },
      { name: 'GET /api/users/me', url: `${api}/users/me`, headers: { cookie } },
      {
        name: 'POST /api/support',
        url: `${api}/support`,
        method: 'POST',
        table: 'support_tickets',
        body: JSON.stringify({
          name: 'Bench Mark',
          email: 'bench@example.com',
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
        body: JSON.stringify({ name: 'Bench Mark', email: 'bench@example.com', message: 'Tell me about Enterprise.' }),
      },
    ];

    // A short warm-up, so the JIT and the database caches are not what is measured.
    const warmUps: Result[] = [];
    for (const target of targets) warmUps.push(await load(target, 10, 1000));
    const results: Result[] = [];
    for (const target of targets) results.push(await load(target));

    // The database is the backend's until it stops; then every 201 must be a row.
    await services.find((service) => service.name === 'backend')!.stop();
    const stored: Record<string, { rows: number; created: number }> = {};
    for (const [index, target] of targets.entries()) {
      if (!target.table) continue;
      const created = (warmUps[index]!.statusCodes['201'] ?? 0) + (results[index]!.statusCodes['201'] ?? 0);
      stored[target.table] = { rows: await countRows(dataDir, target.table), created };
    }
    report(results, stored);
  } finally {
    await Promise.all(services.map((service) => service.stop()));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function report(results: Result[], stored: Record<string, { rows: number; created: number }>): void {
  const ceiling = results[0]!;
  const lines = results.map((result) => [
    result.name,
    result.requestsPerSecond,
    result.p50,
    result.p99,
    `${Math.round((result.requestsPerSecond / ceiling.requestsPerSecond) * 100)}%`,
    Object.entries(result.statusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(' '),
  ]);
  console.log(`\nbench:api — ${CONNECTIONS} connections, ${REQUESTS} requests per endpoint, autocannon on loopback\n`);
  console.log(table(['endpoint', 'req/s', 'p50 ms', 'p99 ms', 'of ceiling', 'answers'], lines));

  const checks: Array<[string, boolean]> = results
    .filter((result) => result.timedOut)
    .map((result) => [`${result.name}: finished within ${TIME_LIMIT_SECONDS} s`, false] as [string, boolean]);
  checks.push(
    ...results
      .slice(1)
      .map((result) => [`${result.name}: p99 ${result.p99} ms < 50 ms`, result.p99 < 50] as [string, boolean]),
  );
  const support = results.find((result) => result.name === 'POST /api/support')!;
  const share = support.requestsPerSecond / ceiling.requestsPerSecond;
  checks.push([`POST /api/support at ${Math.round(share * 100)}% of the ceiling (≥ 40%)`, share >= 0.4]);
  for (const [tableName, { rows, created }] of Object.entries(stored)) {
    checks.push([`${tableName}: ${rows} rows stored for ${created} answers 201 (warm-up included)`, rows === created]);
  }
  console.log('');
  for (const [label, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${label}`);

  mkdirSync(path.join(repositoryRoot, 'bench-results'), { recursive: true });
  const file = path.join(repositoryRoot, 'bench-results/api.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, requests: REQUESTS, results, stored, checks }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
