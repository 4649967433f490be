/**
 * The site server's answer for prerendered pages, in bench:api (docs/benchmarks.md): the built remotes published as
 * releases into a folder of the bench's own, as `npm run release` publishes them, and the built shell served over
 * them by the site server, as in production. Each page is loaded like the API's endpoints (the full request, at
 * the bench's connections), and the server's own cost of composing it, its `Server-Timing: stitch`, is read from
 * one connection's requests in a row, so no other request's work waits in the same event loop and the figure is
 * the page's, not the queue's.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRERENDERED_ATTRIBUTE } from '@northvault/contracts/page-fragments';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { fileReleasePointers } from '@northvault/hosting/release-pointers';
import { publishRelease, releaseVersion } from '@northvault/hosting/release-store';
import { stitchDurationOf } from '@northvault/hosting/server-timing';
import { load, medianResult, type Result, type Target } from './api-load';
import { repositoryRoot, startService } from './child-services';

/** Prerendered pages of each remote that prerenders one, as bench:web names them. */
export const SITE_PAGES = ['/', '/documentation', '/blog/automatic-reconciliation-with-xero'];
/** The budget: stitching costs at most this per request at p99. */
export const STITCH_P99_BUDGET_MS = 5;
/** Requests per page and run at the bench's connections: a page costs the server more than an API call. */
export const PAGE_REQUESTS = 3000;
/** Requests in a row per page whose Server-Timing is read. */
export const STITCH_REQUESTS = 2000;

export interface Percentiles {
  p50: number;
  p99: number;
  count: number;
}

export interface SitePageReport {
  page: string;
  /** The answer's body was the prerendered page (its root marked with PRERENDERED_ATTRIBUTE). */
  prerendered: boolean;
  /** The whole request, at the bench's connections. */
  request: Result;
  /** The site server's Server-Timing `stitch`, in milliseconds, of requests one at a time. */
  stitch: Percentiles;
  /** How many answers those requests got: each must have carried its timing. */
  stitchAnswers: number;
}

/** The value at `fraction` of the sorted values (nearest rank), as autocannon reports its percentiles. */
export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (fraction: number) => sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? NaN;
  return { p50: at(0.5), p99: at(0.99), count: sorted.length };
}

/** Each remote's build as its release, live: the registry then names /releases, and fragments are read from disk. */
async function publishBuiltRemotes(releasesDir: string): Promise<void> {
  const pointers = fileReleasePointers(releasesDir);
  for (const { id } of Object.values(MICRO_FRONTENDS)) {
    const sourceDir = path.join(repositoryRoot, id);
    const distDir = path.join(sourceDir, 'dist');
    if (!existsSync(path.join(distDir, 'pages.json'))) {
      throw new Error(
        `${id} is not built (no ${path.relative(repositoryRoot, distDir)}/pages.json): run npm run build`,
      );
    }
    const { version: packageVersion } = JSON.parse(readFileSync(path.join(sourceDir, 'package.json'), 'utf8')) as {
      version: string;
    };
    const version = await releaseVersion(distDir, packageVersion);
    await publishRelease(releasesDir, id, distDir, version);
    await pointers.switchTo(id, version);
  }
}

/**
 * Publishes the built remotes into `releasesDir`, starts the site server on `port` (its backend `backendUrl`, which
 * it asks for a host's white-label brand once a second) and measures SITE_PAGES.
 */
export async function measureSitePages(options: {
  port: number;
  backendUrl: string;
  releasesDir: string;
  connections: number;
  runs: number;
}): Promise<SitePageReport[]> {
  await publishBuiltRemotes(options.releasesDir);
  const origin = `http://localhost:${options.port}`;
  const site = await startService(
    'site',
    path.join(repositoryRoot, 'packages/hosting/dist/serve-site.js'),
    {
      NODE_ENV: 'production',
      SITE_PORT: String(options.port),
      BACKEND_URL: options.backendUrl,
      RELEASES_DIR: options.releasesDir,
      // Release pointers in files beside the releases, as on one site server.
      DATABASE_URL: '',
      // Pages carry their signed load token, as they do in production.
      PROXY_SECRET: randomBytes(32).toString('base64url'),
    },
    { url: `${origin}/` },
  );
  try {
    const reports: SitePageReport[] = [];
    for (const page of SITE_PAGES) {
      // As a browser asks: the answer is compressed.
      const target: Target = {
        name: `GET ${page}`,
        url: `${origin}${page}`,
        headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
      };
      const first = await fetch(target.url, { headers: { accept: 'text/html' } });
      const prerendered = (await first.text()).includes(` ${PRERENDERED_ATTRIBUTE}=`);
      await load(target, 10, 1000);
      const runs: Result[] = [];
      for (let run = 0; run < options.runs; run += 1) runs.push(await load(target, options.connections, PAGE_REQUESTS));
      const durations: number[] = [];
      const timed = await load(
        {
          ...target,
          onHeaders: (headers) => {
            const duration = stitchDurationOf(headers['server-timing']);
            if (duration !== null) durations.push(duration);
          },
        },
        1,
        STITCH_REQUESTS,
      );
      reports.push({
        page,
        prerendered,
        request: medianResult(runs),
        stitch: percentiles(durations),
        stitchAnswers: timed.total,
      });
    }
    return reports;
  } finally {
    await site.stop();
  }
}
