/**
 * A white-label brand that goes live: an Enterprise admin deploys Acme Bank to acme.localhost, and
 * a visitor of that host sees the site under the brand; a change, a rollback and a deactivation
 * each show on the next page load.
 */
import { expect, test, type Browser, type Page } from '../support/test';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { type BrandAssetServer, startBrandAssetServer } from '../support/brand-assets';
import { adoptedByReact, collectErrors, holdScripts } from '../support/first-paint';
import { PORTS } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

const TENANT = `http://acme.localhost:${PORTS.site}`;
const OCEAN = 'rgb(3, 105, 161)';
const CRIMSON = 'rgb(185, 28, 28)';

/** Pages sent prerendered on a tenant's site, with their H1. */
const PRERENDERED_UNDER_BRAND = [
  { path: '/', h1: 'White-label banking APIs, ready for your brand' },
  { path: '/documentation', h1: 'Documentation' },
];

let assets: BrandAssetServer;

test.beforeAll(async () => {
  assets = await startBrandAssetServer();
});

test.afterAll(async () => {
  await assets?.close();
});

/** A visitor of the tenant's host, without the admin's cookies. */
async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext()).newPage();
}

/** Loads the tenant's home page until it shows `expected` (the brand is cached for a moment). */
async function expectTenantHome(page: Page, expected: { name: string; cta?: string }): Promise<void> {
  await expect(async () => {
    await page.goto(`${TENANT}/`);
    await expect(page.getByRole('banner').getByRole('link', { name: `${expected.name} home` })).toBeVisible({
      timeout: 2000,
    });
    if (expected.cta) {
      await expect(page.getByRole('button', { name: 'Get Started' })).toHaveCSS('background-color', expected.cta, {
        timeout: 2000,
      });
    }
  }).toPass({ timeout: 20_000 });
}

async function deploy(page: Page, label: 'Deploy' | 'Deploy changes'): Promise<void> {
  await page.getByRole('tab', { name: 'Deploy' }).click();
  await page.getByRole('button', { name: label, exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.deployed);
  await expect(page.getByRole('button', { name: 'Platform Active' })).toBeDisabled();
}

test('an Enterprise admin deploys a brand to acme.localhost, changes it, rolls it back and deactivates it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const identity = uniqueIdentity('acme-admin');
  await subscribe(page, identity, 'enterprise');
  await signIn(page, identity);
  await page.goto('/white-label');
  await expect(page.getByLabel('Company name')).toBeVisible();

  await page.getByLabel('Company name').fill('Acme Bank');
  await page.getByLabel('Domain').fill('acme.localhost');
  await page.getByLabel('Logo URL').fill(`${assets.origin}/logo.svg`);
  await page.getByLabel('Favicon URL').fill(`${assets.origin}/favicon.png`);
  await page.getByLabel('Font').selectOption('Poppins');
  await page.getByRole('tab', { name: 'Colors' }).click();
  await page.getByRole('button', { name: 'Ocean' }).click();
  await page.getByRole('tab', { name: 'Contact' }).click();
  await page.getByLabel('Contact email').fill('help@acme.example');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.saved);
  await deploy(page, 'Deploy');
  await expect(page.getByRole('link', { name: 'acme.localhost' })).toHaveAttribute('href', `${TENANT}/`);

  const tenant = await visitor(browser);
  const policies: string[] = [];
  tenant.on('response', (response) => {
    if (response.request().resourceType() === 'document')
      policies.push(response.headers()['content-security-policy'] ?? '');
  });
  const violations: string[] = [];
  tenant.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await expectTenantHome(tenant, { name: 'Acme Bank', cta: OCEAN });
  await expect(tenant).toHaveTitle(/^Acme Bank · /);
  // The HTML itself, before any script: the page's own head under the company's name, and none of Northvault's.
  // (Fetched by the browser, which resolves *.localhost; Node does not.)
  const blogHtml = await tenant.evaluate(async () => (await fetch('/blog')).text());
  expect(blogHtml).toContain('<title>Acme Bank · Blog</title>');
  expect(blogHtml).toContain('<meta property="og:site_name" content="Acme Bank">');
  expect(blogHtml).not.toContain('application/ld+json');

  // The first paint is the prerendered page under the brand: without any script, the company's name in the header
  // and the title, its logo, and the page's body.
  const withoutScripts = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
  for (const { path, h1 } of PRERENDERED_UNDER_BRAND) {
    const html = await tenant.evaluate(async (url) => (await fetch(url)).text(), path);
    expect(html).toContain('data-prerendered');
    expect(html).toContain(`>${h1}</h1>`);
    expect(html).toContain('<title>Acme Bank · ');
    await withoutScripts.goto(`${TENANT}${path}`);
    const home = withoutScripts.getByRole('banner').getByRole('link', { name: 'Acme Bank home' });
    await expect(home).toHaveText('Acme Bank');
    await expect(home.locator('img')).toHaveAttribute('src', /^\/api\/tenant-assets\/WLA-/);
    await expect(withoutScripts).toHaveTitle(/^Acme Bank · /);
    await expect(withoutScripts.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(
      withoutScripts.getByRole('contentinfo').getByRole('link', { name: 'help@acme.example' }),
    ).toBeVisible();
  }
  await withoutScripts.context().close();

  // With scripts, the shell adopts the very nodes painted before them: no mismatch, no error.
  for (const { path, h1 } of PRERENDERED_UNDER_BRAND) {
    const hydrating = await visitor(browser);
    const errors = collectErrors(hydrating);
    const scripts = await holdScripts(hydrating);
    await hydrating.goto(`${TENANT}${path}`, { waitUntil: 'commit' });
    const heading = await hydrating.locator('main h1').elementHandle();
    const home = await hydrating.getByRole('banner').getByRole('link', { name: 'Acme Bank home' }).elementHandle();
    await scripts.release();
    // Both adopted, and nothing reported meanwhile (a mismatch is logged as `[hydration]`).
    await expect
      .poll(
        async () => ({
          heading: await adoptedByReact(heading!),
          home: await adoptedByReact(home!),
          errors: [...errors],
        }),
        { timeout: 30_000 },
      )
      .toEqual({ heading: true, home: true, errors: [] });
    expect(await heading!.evaluate((node) => node.isConnected && node === document.querySelector('main h1'))).toBe(
      true,
    );
    await expect(hydrating.getByRole('heading', { level: 1 })).toHaveText(h1);
    expect(await home!.evaluate((node) => node.isConnected)).toBe(true);
    expect(errors).toEqual([]);
    await hydrating.context().close();
  }

  // The chosen font is the one in use, loaded from the site's own files.
  await expect
    .poll(() =>
      tenant.evaluate(async () => {
        await document.fonts.ready;
        const poppins = [...document.fonts].filter((face) => face.family.replace(/['"]/g, '') === 'Poppins');
        return {
          loaded: poppins.some((face) => face.status === 'loaded'),
          check: document.fonts.check('16px Poppins'),
          body: getComputedStyle(document.body).fontFamily.startsWith('Poppins'),
        };
      }),
    )
    .toEqual({ loaded: true, check: true, body: true });

  // The logo (and favicon) come from the site's own origin: copies made at publish time.
  const logo = tenant.getByRole('banner').getByRole('link', { name: 'Acme Bank home' }).locator('img');
  await expect(logo).toHaveAttribute('src', /^\/api\/tenant-assets\/WLA-/);
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  await expect(tenant.locator('link[rel="icon"]')).toHaveAttribute('href', /^\/api\/tenant-assets\/WLA-/);

  // The footer and the support page carry the tenant's contact.
  await expect(tenant.locator('footer').getByRole('link', { name: 'help@acme.example' })).toBeVisible();
  await tenant.goto(`${TENANT}/support`);
  await expect(tenant.getByRole('link', { name: 'help@acme.example' }).first()).toHaveAttribute(
    'href',
    'mailto:help@acme.example',
  );

  // As strict a policy as the main site's: the very same one, and nothing refused.
  const main = (await request.get('/support')).headers()['content-security-policy'];
  expect(policies.length).toBeGreaterThan(0);
  for (const policy of policies) expect(policy).toBe(main);
  expect(main).not.toMatch(/unsafe-inline|unsafe-eval|img-src \*/);
  expect(violations).toEqual([]);

  // A new colour: Deploy changes, and the domain shows it.
  await page.getByRole('tab', { name: 'Configure' }).click();
  await page.getByRole('tab', { name: 'Colors' }).click();
  await page.getByRole('button', { name: 'Crimson' }).click();
  await page.getByRole('tab', { name: 'Deploy' }).click();
  await expect(page.getByRole('button', { name: 'Deploy changes', exact: true })).toBeEnabled();
  await deploy(page, 'Deploy changes');
  await expectTenantHome(tenant, { name: 'Acme Bank', cta: CRIMSON });

  // Roll back: the old colour returns.
  await page.getByRole('tab', { name: 'Manage' }).click();
  await page.getByRole('button', { name: 'Roll back to version 1' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.rolledBack);
  await expectTenantHome(tenant, { name: 'Acme Bank', cta: OCEAN });
  await expect(page.getByRole('region', { name: 'History' })).toContainText(
    'Rolled back to version 1 on acme.localhost',
  );

  // Deactivate: the normal site returns.
  await page.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByRole('main').getByRole('status')).toHaveText(WHITE_LABEL_MESSAGES.deactivated);
  await expectTenantHome(tenant, { name: 'Northvault' });
  await expect(tenant.locator('#northvault-brand')).toHaveCount(0);
});
