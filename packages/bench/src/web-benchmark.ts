#!/usr/bin/env node
/**
 * `npm run bench:web`: the built site on its own ports, Lighthouse (mobile preset, three runs,
 * median) on four pages, and what the landing page makes the browser download.
 *
 * Budget: performance ≥ 95 and CLS ≤ 0.05 on each page; landing JavaScript ≤ 180 KB gzip;
 * React downloaded once.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median, repositoryRoot, startService, table } from './child-services';

/** `BENCH_PAGES=/,/blog` and `BENCH_RUNS=5` narrow or widen a run; the budget is judged on the defaults. */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? ['/', '/documentation', '/blog', '/support'];
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** `BENCH_PORT_BASE` moves every port, so the benchmark can run beside an e2e suite. */
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 58080);
const SITE = `http://localhost:${BASE_PORT}`;
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** React's core dispatches useState to the current renderer; nothing else contains this. */
const REACT_CORE_SIGNATURE = /\.H\.useState\(/;

interface PageScore {
  page: string;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
}

function lighthouse(url: string, outputDir: string, run: number): Record<string, number> {
  const output = path.join(outputDir, `lh-${run}.json`);
  const cli = path.join(path.dirname(require.resolve('lighthouse/package.json')), 'cli/index.js');
  const result = spawnSync(
    process.execPath,
    [
      cli,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`Lighthouse failed on ${url}:\n${result.stderr}`);
  const report = JSON.parse(readFileSync(output, 'utf8')) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  return {
    performance: Math.round(report.categories.performance.score * 100),
    cls: report.audits['cumulative-layout-shift']!.numericValue,
    lcpMs: report.audits['largest-contentful-paint']!.numericValue,
    tbtMs: report.audits['total-blocking-time']!.numericValue,
    fcpMs: report.audits['first-contentful-paint']!.numericValue,
  };
}

async function landingDownloads(): Promise<{
  scripts: Array<{ url: string; gzipBytes: number }>;
  reactCopies: number;
}> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const bodies: Array<Promise<{ url: string; body: Buffer }>> = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') {
        bodies.push(response.body().then((body) => ({ url: response.url(), body })));
      }
    });
    await page.goto(`${SITE}/`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const downloaded = await Promise.all(bodies);
    return {
      scripts: downloaded.map(({ url, body }) => ({ url, gzipBytes: gzipSync(body).length })),
      reactCopies: downloaded.filter(({ body }) => REACT_CORE_SIGNATURE.test(body.toString())).length,
    };
  } finally {
    await browser.close();
  }
}

async function main(): Promise<void> {
  const runDir = mkdtempSync(path.join(os.tmpdir(), 'northvault-bench-web-'));
  const ports = {
    SITE_PORT: BASE_PORT,
    MFE_MARKETING_PORT: BASE_PORT + 1,
    MFE_DOCS_PORT: BASE_PORT + 2,
    MFE_SUPPORT_PORT: BASE_PORT + 3,
    MFE_WHITELABEL_PORT: BASE_PORT + 4,
    BACKEND_PORT: BASE_PORT + 20,
    OIDC_PORT: BASE_PORT + 30,
  };
  const site = await startService(
    'site',
    path.join(repositoryRoot, 'packages/hosting/dist/start-site.js'),
    {
      ...Object.fromEntries(Object.entries(ports).map(([name, port]) => [name, String(port)])),
      DATA_DIR: path.join(runDir, 'data'),
      RELEASES_DIR: path.join(runDir, 'releases'),
      LOG_LEVEL: 'warn',
    },
    { line: /Northvault is running at/ },
  );
  try {
    const scores: PageScore[] = [];
    for (const page of PAGES) {
      const runs = Array.from({ length: RUNS }, (_, run) => lighthouse(`${SITE}${page}`, runDir, run));
      const pick = (key: string) => median(runs.map((run) => run[key]!));
      scores.push({
        page,
        performance: pick('performance'),
        cls: Number(pick('cls').toFixed(3)),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        fcpMs: Math.round(pick('fcpMs')),
      });
    }
    const landing = await landingDownloads();
    report(scores, landing);
  } finally {
    await site.stop();
    rmSync(runDir, { recursive: true, force: true });
  }
}

function report(
  scores: PageScore[],
  landing: { scripts: Array<{ url: string; gzipBytes: number }>; reactCopies: number },
): void {
  const landingKb = landing.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  console.log(`\nbench:web — Lighthouse ${RUNS} runs per page (mobile preset, median), ${SITE}\n`);
  console.log(
    table(
      ['page', 'performance', 'CLS', 'LCP ms', 'TBT ms', 'FCP ms'],
      scores.map((score) => [score.page, score.performance, score.cls, score.lcpMs, score.tbtMs, score.fcpMs]),
    ),
  );
  console.log(
    `\nLanding page JavaScript: ${landingKb.toFixed(1)} KB gzip in ${landing.scripts.length} files; React downloaded ${landing.reactCopies} time(s)`,
  );
  console.log(
    table(
      ['script', 'KB gzip'],
      [...landing.scripts]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .map((script) => [new URL(script.url).pathname, (script.gzipBytes / 1024).toFixed(1)]),
    ),
  );

  const checks: Array<[string, boolean]> = [
    ...scores.map(
      (score) => [`${score.page}: performance ${score.performance} ≥ 95`, score.performance >= 95] as [string, boolean],
    ),
    ...scores.map((score) => [`${score.page}: CLS ${score.cls} ≤ 0.05`, score.cls <= 0.05] as [string, boolean]),
    [`landing JavaScript ${landingKb.toFixed(1)} KB ≤ 180 KB gzip`, landingKb <= 180],
    [`React downloaded ${landing.reactCopies} time(s) = 1`, landing.reactCopies === 1],
  ];
  console.log('');
  for (const [label, passed] of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${label}`);

  mkdirSync(path.join(repositoryRoot, 'bench-results'), { recursive: true });
  const file = path.join(repositoryRoot, 'bench-results/web.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, scores, landing: { kilobytesGzip: Number(landingKb.toFixed(1)), ...landing }, checks }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  if (checks.some(([, passed]) => !passed)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
