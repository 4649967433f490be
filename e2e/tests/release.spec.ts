import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Browser } from '../support/test';
import { PORTS, repositoryRoot, siteEnvironment, siteOrigin } from '../support/environment';
import { copyOfWorkspace } from '../support/remote-copy';

/**
 * Deploying one remote on its own, and undoing it, while the site runs: only the registry
 * pointer changes; the shell is neither rebuilt nor restarted.
 */
// Each release builds the remote twice over (the browser bundle and the Node bundle that prerenders its pages).
test.describe.configure({ mode: 'serial', timeout: 420_000 });

const HERO = 'src/features/support-center/components/support-hero.tsx';
const INTRO = 'src/features/support-center/content/support-intro.ts';
const RELEASE_CLI = path.join(repositoryRoot, 'packages/hosting/dist/release-cli.js');
let copy: string;

function runRelease(...args: string[]): string {
  return execFileSync(process.execPath, [RELEASE_CLI, ...args], {
    cwd: repositoryRoot,
    env: { ...process.env, ...siteEnvironment() },
    encoding: 'utf8',
  });
}

/** Every file of the shell's build with its SHA-256. */
function shellFingerprint(): Record<string, string> {
  const dist = path.join(repositoryRoot, 'shell/dist');
  return Object.fromEntries(
    readdirSync(dist, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(dist, file), createHash('sha256').update(readFileSync(file)).digest('hex')];
      }),
  );
}

test.beforeAll(() => {
  copy = copyOfWorkspace('mfe-support');
  const intro = path.join(copy, INTRO);
  const source = readFileSync(intro, 'utf8');
  expect(source).toContain("title: 'Support Center',");
  writeFileSync(intro, source.replace("title: 'Support Center',", "title: 'Support Center, release 2',"));
});

test.afterAll(() => rmSync(copy, { recursive: true, force: true }));

test('a remote is released, replaced and rolled back while the site runs', async ({ page }) => {
  const shellBefore = shellFingerprint();
  const heading = page.getByRole('heading', { level: 1 });

  expect(runRelease('release', 'mfe-support')).toMatch(/mfe-support 1\.0\.0-[0-9a-f]{10} is live/);
  await page.goto('/support');
  await expect(heading).toHaveText('Support Center');
  const registry = await (await page.request.get('/mfe-registry.json')).json();
  expect(registry.remotes).toContainEqual({
    name: 'mfe_support',
    entry: expect.stringMatching(/\/releases\/mfe-support\/1\.0\.0-[0-9a-f]{10}\/remoteEntry\.js$/),
    version: expect.stringMatching(/^1\.0\.0-[0-9a-f]{10}$/),
  });

  expect(runRelease('release', 'mfe-support', '--source', copy)).toMatch(/is live \(was 1\.0\.0-/);
  await page.reload();
  await expect(heading).toHaveText('Support Center, release 2');

  expect(runRelease('releases', 'mfe-support')).toMatch(/^\* 1\.0\.0-/m);
  expect(runRelease('rollback', 'mfe-support')).toMatch(/mfe-support is back on 1\.0\.0-/);
  await page.reload();
  await expect(heading).toHaveText('Support Center');

  // The shell was neither rebuilt nor restarted: its files are byte for byte the same.
  expect(shellFingerprint()).toEqual(shellBefore);
});

test('a remote built for a React the live shell does not provide is refused, and nothing changes', async ({ page }) => {
  const bumped = copyOfWorkspace('mfe-docs');
  try {
    // The build's shared `requiredVersion` is the range its package.json asks for (packages/build).
    const manifest = JSON.parse(readFileSync(path.join(bumped, 'package.json'), 'utf8'));
    manifest.dependencies.react = '^20.0.0';
    writeFileSync(path.join(bumped, 'package.json'), JSON.stringify(manifest, null, 2));
    const { version: installedReact } = JSON.parse(
      readFileSync(path.join(repositoryRoot, 'node_modules/react/package.json'), 'utf8'),
    );

    const refused = spawnSync(process.execPath, [RELEASE_CLI, 'release', 'mfe-docs', '--source', bumped], {
      cwd: repositoryRoot,
      env: { ...process.env, ...siteEnvironment() },
      encoding: 'utf8',
    });
    expect(refused.status).toBe(1);
    expect(refused.stderr.trim().split('\n').at(-1)).toBe(
      `mfe-docs requires react ^20.0.0; the live shell provides ${installedReact}. Release refused.`,
    );
    // The build did run: the refusal read its manifest, not a stale one.
    const built = JSON.parse(readFileSync(path.join(bumped, 'dist/mf-manifest.json'), 'utf8'));
    expect(built.shared).toContainEqual(expect.objectContaining({ name: 'react', requiredVersion: '^20.0.0' }));
  } finally {
    rmSync(bumped, { recursive: true, force: true });
  }

  // Nothing was published and the pointer never moved: the site still loads mfe-docs from its own server.
  const docsReleases = path.join(siteEnvironment().RELEASES_DIR!, 'mfe-docs');
  expect(existsSync(docsReleases) ? readdirSync(docsReleases) : []).toEqual([]);
  expect(runRelease('releases', 'mfe-docs')).toContain('mfe-docs has no releases');
  const registry = await (await page.request.get('/mfe-registry.json')).json();
  expect(registry.remotes).toContainEqual({ name: 'mfe_docs', entry: `http://localhost:${PORTS.docs}/remoteEntry.js` });
  await page.goto('/documentation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
});

/** What one fresh visitor saw on /support, and its cohort cookie. */
interface Visit {
  sawFallback: boolean;
  cohort: string;
}

/**
 * One page load by a new visitor: the page is never blank (the header is there with either the
 * support page or its fallback), and the load's telemetry reaches the backend before the visitor leaves.
 */
async function visitSupport(browser: Browser): Promise<Visit> {
  const context = await browser.newContext({ baseURL: siteOrigin });
  try {
    const page = await context.newPage();
    const reported = page.waitForResponse(
      (response) => response.url().endsWith('/api/telemetry/remote-loads') && response.request().method() === 'POST',
    );
    await page.goto('/support');
    const heading = page.getByRole('heading', { level: 1, name: 'Support Center' });
    const fallback = page.getByRole('alert').getByRole('heading', {
      name: 'Support, the blog and the legal pages is temporarily unavailable',
    });
    await expect(heading.or(fallback)).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    const sawFallback = await fallback.isVisible();
    expect((await reported).status()).toBe(204);
    const cohort = (await context.cookies()).find((cookie) => cookie.name === 'nv_cohort');
    expect(cohort).toMatchObject({ sameSite: 'Lax', httpOnly: false, secure: false });
    return { sawFallback, cohort: cohort!.value };
  } finally {
    await context.close();
  }
}

test('a canary that throws while rendering is rolled back by itself, and its visitors get the current release', async ({
  browser,
}) => {
  // A build, then page loads from new visitors until the watch acts: more than the other tests need.
  test.setTimeout(600_000);
  const current = /^\* (1\.0\.0-[0-9a-f]{10})/m.exec(runRelease('releases', 'mfe-support'))![1]!;
  const broken = copyOfWorkspace('mfe-support');
  try {
    const hero = path.join(broken, HERO);
    const source = readFileSync(hero, 'utf8');
    const opening = 'export function SupportHero({ ticketSectionId }: Props) {';
    expect(source).toContain(opening);
    writeFileSync(
      hero,
      // Only in the browser: the build prerenders the page in Node, and would refuse a page that cannot render.
      source.replace(
        opening,
        `${opening}\n  if (ticketSectionId && typeof window !== 'undefined') throw new Error('This canary cannot render');`,
      ),
    );
    // A per-remote threshold: judged after 10 loads instead of 50, so the test needs fewer visitors (failures
    // from 5 of them are still needed: CANARY_MIN_FAILING_VISITORS).
    expect(runRelease('release', 'mfe-support', '--source', broken, '--canary', '50', '--min-loads', '10')).toMatch(
      new RegExp(
        `mfe-support 1\\.0\\.0-[0-9a-f]{10} is the canary for 50% of visitors \\(current ${current.replace(/\./g, '\\.')}\\)`,
      ),
    );
  } finally {
    rmSync(broken, { recursive: true, force: true });
  }
  expect(runRelease('releases', 'mfe-support')).toMatch(/^~ 1\.0\.0-[0-9a-f]{10} .* canary 50%/m);

  // New visitors keep coming, two at a time, until the watch aborts the canary (checked every second here).
  const canaryVisitors: string[] = [];
  let visits = 0;
  let history = '';
  while (!/aborted automatically/.test(history)) {
    expect(visits, 'the canary was not rolled back within 160 visits').toBeLessThan(160);
    const pair = await Promise.all([visitSupport(browser), visitSupport(browser)]);
    visits += pair.length;
    canaryVisitors.push(...pair.filter((visit) => visit.sawFallback).map((visit) => visit.cohort));
    history = runRelease('releases', 'mfe-support');
  }

  const [, failed, loads, failingVisitors, visitors, currentLoads] =
    /aborted automatically: (\d+) of (\d+) loads failed \(render-error\), (\d+) of (\d+) visitors, vs 0 of (\d+) loads, 0 of \d+ visitors$/m.exec(
      history,
    )!;
  expect(Number(loads)).toBeGreaterThanOrEqual(10);
  expect(Number(failed)).toBe(Number(loads));
  // Each visit is a new visitor, and at least CANARY_MIN_FAILING_VISITORS (5) of them saw it fail.
  expect(Number(failingVisitors)).toBe(Number(visitors));
  expect(Number(failingVisitors)).toBeGreaterThanOrEqual(5);
  expect(Number(currentLoads)).toBeGreaterThan(0);
  expect(history).not.toMatch(/^~ /m);
  // The current release's figures were counted too.
  expect(history).toMatch(/^\* 1\.0\.0-[0-9a-f]{10} .* current {2}\d+ loads, 0 failed, p50 \d+ ms, p95 \d+ ms$/m);
  expect(canaryVisitors.length).toBeGreaterThan(0);
  // `npm run releases` read those figures with the run's operator token; a browser gets none of them.
  const anonymous = await browser.newContext({ baseURL: siteOrigin });
  try {
    const figures = await anonymous.request.get('/api/telemetry/remote-loads?remote=mfe-support');
    expect(figures.status()).toBe(401);
    expect(await figures.text()).not.toContain('1.0.0-');
  } finally {
    await anonymous.close();
  }

  // A visitor who had the canary gets the current release at the next page load.
  const context = await browser.newContext({ baseURL: siteOrigin });
  try {
    await context.addCookies([{ name: 'nv_cohort', value: canaryVisitors[0]!, url: siteOrigin }]);
    const page = await context.newPage();
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
    const registry = await (await page.request.get('/mfe-registry.json')).json();
    expect(registry.remotes).toContainEqual(expect.objectContaining({ name: 'mfe_support', version: current }));
  } finally {
    await context.close();
  }
});

test('a release of mfe-support that renames a post changes its head, the feed and its Markdown on the next request; rollback restores them', async ({
  request,
}) => {
  const POST = '/blog/automatic-reconciliation-with-xero';
  const before = 'Closing the books faster: automatic reconciliation with Xero';
  const after = 'Closing the books in a day: automatic reconciliation with Xero';
  const titleOf = async () => /<title>(.*?)<\/title>/.exec(await (await request.get(POST)).text())?.[1];
  /** The /blog page's prerendered body, as the server sends it. */
  const blogHtml = async () => (await request.get('/blog')).text();
  const feed = async () => (await request.get('/blog/feed.xml')).text();

  // The repository's own mfe-support is live (it already is after the tests above).
  expect(runRelease('release', 'mfe-support')).toMatch(/mfe-support 1\.0\.0-[0-9a-f]{10} (is live|was already)/);
  expect(await titleOf()).toBe(`${before} · Northvault Blog`);
  expect(await blogHtml()).toContain(`>${before}</a>`);
  const renamed = copyOfWorkspace('mfe-support');
  try {
    const file = path.join(renamed, 'src/features/blog/content/posts/xero-reconciliation.ts');
    const source = readFileSync(file, 'utf8');
    const typed = 'title: `Closing the books faster: automatic reconciliation with ${xero}`,';
    expect(source).toContain(typed);
    writeFileSync(
      file,
      source.replace(typed, 'title: `Closing the books in a day: automatic reconciliation with ${xero}`,'),
    );
    expect(runRelease('release', 'mfe-support', '--source', renamed)).toMatch(/is live \(was 1\.0\.0-/);
  } finally {
    rmSync(renamed, { recursive: true, force: true });
  }

  // The next request, with no restart: the page's head, the feed and the Markdown twin all follow the release.
  expect(await titleOf()).toBe(`${after} · Northvault Blog`);
  // The page bodies too: the list on /blog and the post's own H1, prerendered by the new release.
  expect(await blogHtml()).toContain(`>${after}</a>`);
  expect(await blogHtml()).not.toContain(`>${before}</a>`);
  expect(await (await request.get(POST)).text()).toContain(`>${after}</h1>`);
  expect(await feed()).toContain(after);
  expect(await feed()).not.toContain(before);
  expect(await (await request.get(`${POST}.md`)).text()).toMatch(new RegExp(`^# ${after}\\n`));

  expect(runRelease('rollback', 'mfe-support')).toMatch(/mfe-support is back on 1\.0\.0-/);
  expect(await titleOf()).toBe(`${before} · Northvault Blog`);
  expect(await blogHtml()).toContain(`>${before}</a>`);
  expect(await blogHtml()).not.toContain(`>${after}</a>`);
  expect(await feed()).toContain(before);
  expect(await feed()).not.toContain(after);
});

test('a canary’s visitors get its prerendered /blog, everyone else the current one; aborting restores it', async ({
  playwright,
}) => {
  expect(runRelease('release', 'mfe-support')).toMatch(/mfe-support 1\.0\.0-[0-9a-f]{10} (is live|was already)/);
  const retitled = copyOfWorkspace('mfe-support');
  try {
    const intro = path.join(retitled, 'src/features/blog/content/blog-intro.ts');
    const source = readFileSync(intro, 'utf8');
    expect(source).toContain("title: 'Northvault Blog',");
    writeFileSync(intro, source.replace("title: 'Northvault Blog',", "title: 'Northvault Blog, canary',"));
    expect(runRelease('release', 'mfe-support', '--source', retitled, '--canary', '50')).toMatch(
      /is the canary for 50%/,
    );
  } finally {
    rmSync(retitled, { recursive: true, force: true });
  }

  /** The H1 of /blog's HTML as the visitor of cohort `cohort` gets it, before any script. */
  const headingFor = async (cohort: string) => {
    const visitor = await playwright.request.newContext({
      baseURL: siteOrigin,
      extraHTTPHeaders: { Cookie: `nv_cohort=${cohort}` },
    });
    try {
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await visitor.get('/blog')).text())?.[1];
    } finally {
      await visitor.dispose();
    }
  };
  const seen = new Map<string, string>();
  for (let i = 0; i < 40 && new Set(seen.values()).size < 2; i++) {
    const cohort = `first-paint-${i.toString().padStart(4, '0')}`;
    seen.set(cohort, (await headingFor(cohort))!);
  }
  expect(new Set(seen.values())).toEqual(new Set(['Northvault Blog', 'Northvault Blog, canary']));
  const canaryCohort = [...seen].find(([, heading]) => heading === 'Northvault Blog, canary')![0];
  // The same visitor keeps getting the canary's fragment.
  expect(await headingFor(canaryCohort)).toBe('Northvault Blog, canary');

  expect(runRelease('release', 'mfe-support', '--abort')).toMatch(/abort/i);
  expect(await headingFor(canaryCohort)).toBe('Northvault Blog');
});
