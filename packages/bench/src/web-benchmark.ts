#!/usr/bin/env node
/**
 * `npm run bench:web`: the built site on its own ports; on each public page Lighthouse (mobile preset,
 * three runs, median), the HTML's size and one interaction's INP; what the landing page makes the
 * browser download. Every budget (web-budgets.ts) is printed PASS or FAIL.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { median, repositoryRoot, startService, table } from './child-services';
import { judge, WEB_BUDGETS, type PageMeasure } from './web-budgets';
import { interactionFor, measureInteraction } from './web-interactions';

/** The public pages, one blog post among them. */
const DEFAULT_PAGES = [
  '/',
  '/documentation',
  '/blog',
  '/blog/automatic-reconciliation-with-xero',
  '/support',
  '/privacy',
  '/terms',
];
/** `BENCH_PAGES=/,/blog` and `BENCH_RUNS=5` narrow or widen a run; the budget is judged on the defaults. */
const PAGES = process.env.BENCH_PAGES?.split(',') ?? DEFAULT_PAGES;
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
    await page.goto(`${SITE}/`, { waitUntil: 'networkidle', timeout: 90_000 });
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

/** The page's HTML as the site sends it to a first visit, gzip, in KB. */
async function htmlKb(page: string): Promise<number> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(`${SITE}${page}`, { headers: { Accept: 'text/html' } });
      return gzipSync(Buffer.from(await response.arrayBuffer())).length / 1024;
    } catch (error) {
      // A kept-alive connection the server closed as it was reused: a new one answers.
      if (attempt === 3) throw error;
    }
  }
}

async function interactionsMs(): Promise<Map<string, number | null>> {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS.slice(1) });
  try {
    const measured = new Map<string, number | null>();
    for (const page of PAGES) {
      const runs: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const ms = await measureInteraction(browser, `${SITE}${page}`, interactionFor(page));
        if (ms !== null) runs.push(ms);
      }
      measured.set(page, runs.length === RUNS ? Math.round(median(runs)) : null);
      console.log(`INP ${page}: ${measured.get(page) ?? 'not measured'} ms (${runs.join(', ')})`);
    }
    return measured;
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
    SANDBOX_PORT: BASE_PORT + 21,
    OIDC_PORT: BASE_PORT + 30,
    MAILDEV_SMTP_PORT: BASE_PORT + 25,
    MAILDEV_WEB_PORT: BASE_PORT + 26,
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
    const html = new Map<string, number>();
    for (const page of PAGES) html.set(page, await htmlKb(page));
    const inp = await interactionsMs();
    const scores: PageMeasure[] = [];
    for (const page of PAGES) {
      const runs = Array.from({ length: RUNS }, (_, run) => lighthouse(`${SITE}${page}`, runDir, run));
      const pick = (key: string) => median(runs.map((run) => run[key]!));
      console.log(
        `Lighthouse ${page}: ${runs.map((run) => `${run.performance} (LCP ${Math.round(run.lcpMs!)} ms)`).join(', ')}`,
      );
      scores.push({
        page,
        performance: pick('performance'),
        cls: Number(pick('cls').toFixed(3)),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        fcpMs: Math.round(pick('fcpMs')),
        htmlKb: html.get(page)!,
        inpMs: inp.get(page) ?? null,
        interaction: interactionFor(page).label,
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
  scores: PageMeasure[],
  landing: { scripts: Array<{ url: string; gzipBytes: number }>; reactCopies: number },
): void {
  const landingKb = landing.scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
  console.log(`\nbench:web — Lighthouse ${RUNS} runs per page (mobile preset, median), ${SITE}\n`);
  console.log(
    table(
      ['page', 'performance', 'CLS', 'LCP ms', 'TBT ms', 'FCP ms', 'HTML KB gzip', 'INP ms', 'interaction'],
      scores.map((score) => [
        score.page,
        score.performance,
        score.cls,
        score.lcpMs,
        score.tbtMs,
        score.fcpMs,
        score.htmlKb.toFixed(1),
        score.inpMs ?? 'not measured',
        score.interaction,
      ]),
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

  const checks = judge(scores, { javascriptKb: landingKb, reactCopies: landing.reactCopies });
  console.log('');
  for (const { label, passed } of checks) console.log(`${passed ? 'PASS' : 'FAIL'}  ${label}`);

  mkdirSync(path.join(repositoryRoot, 'bench-results'), { recursive: true });
  const file = path.join(repositoryRoot, 'bench-results/web.json');
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, budgets: WEB_BUDGETS, scores, landing: { kilobytesGzip: Number(landingKb.toFixed(1)), ...landing }, checks }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${path.relative(process.cwd(), file)}`);
  if (checks.some(({ passed }) => !passed)) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(error);
  process.exit(1);
});
