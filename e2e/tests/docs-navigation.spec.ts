/**
 * The docs as a reader navigates them: the "On this page" table of contents, closed sections that the
 * browser's find-in-page and #anchors open, and the site search (/ or Ctrl+K) that opens the section a
 * result names. axe checks the table of contents and the open search dialog.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '../support/test';
import { PORTS } from '../support/environment';
import { signIn, uniqueIdentity } from '../support/sign-in';
import { subscribe } from '../support/subscribe';

async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .flatMap(({ id, help, nodes }) => nodes.map((node) => `${id} (${help}): ${node.target.join(' ')}`));
}

const section = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('closed sections stay findable', () => {
  test('a closed section is hidden="until-found": find-in-page finds its text and the browser opens it', async ({
    page,
  }) => {
    await page.goto('/documentation');
    const security = section(page, 'Security');
    await expect(security).toHaveAttribute('aria-expanded', 'false');
    const panelId = (await security.getAttribute('aria-controls'))!;
    const panel = page.locator(`[id="${panelId}"]`);
    await expect(panel).toHaveAttribute('hidden', 'until-found');

    // A plain `hidden` panel is display: none and find-in-page skips its text; this one's text is found.
    // window.find() is the browser's find-in-page, callable from a script (it is in no standard, nor in TypeScript's DOM).
    const find = (text: string) =>
      page.evaluate((t) => (window as unknown as { find(text: string): boolean }).find(t), text);
    expect(await find('TLS 1.2 or later')).toBe(true);
    expect(await find('TLS 0.9 or earlier')).toBe(false);

    // The browser reveals a hidden="until-found" element a fragment points into, firing beforematch first: the
    // accordion does not know this anchor, so only that event can open the section.
    await page.evaluate((id) => (window.location.hash = id), panelId);
    await expect(security).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).not.toHaveAttribute('hidden');
    await expect(page.getByRole('heading', { name: 'Reporting a vulnerability' })).toBeVisible();
  });

  test('/documentation#security opens Security and brings it into view', async ({ page }) => {
    await page.goto('/documentation#security');
    await expect(section(page, 'Security')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Security')).toBeInViewport();
  });

  test('a hash typed into the address opens its section, and Back opens the one before', async ({ page }) => {
    await page.goto('/documentation#prerequisites');
    await expect(section(page, 'Prerequisites')).toHaveAttribute('aria-expanded', 'true');

    // As if typed: the browser makes the history entry itself, without the router.
    await page.evaluate(() => (window.location.hash = '#security'));
    await expect(section(page, 'Security')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Security')).toBeInViewport();

    // Closed by the reader, Prerequisites opens again when Back returns to its anchor.
    await section(page, 'Prerequisites').click();
    await expect(section(page, 'Prerequisites')).toHaveAttribute('aria-expanded', 'false');
    await page.goBack();
    await expect(page).toHaveURL(/\/documentation#prerequisites$/);
    await expect(section(page, 'Prerequisites')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Prerequisites')).toBeInViewport();
  });

  test('the footer’s Security link opens the section from another page, without a reload', async ({ page }) => {
    await page.goto('/blog');
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Security', exact: true }).click();
    await expect(page).toHaveURL(/\/documentation#security$/);
    await expect(section(page, 'Security')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Security')).toBeInViewport();
    expect(await page.evaluate(() => 'stayedOnPage' in window)).toBe(true);
  });
});

test.describe('table of contents', () => {
  test('on a wide screen it stays beside the sections while they scroll, and its links open them', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/documentation');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('button', { name: 'On this page' })).toBeHidden();
    const support = toc.getByRole('link', { name: 'Support', exact: true });
    await expect(support).toBeVisible();

    const sectionsBox = (await section(page, 'Introduction').boundingBox())!;
    const tocBox = (await toc.boundingBox())!;
    expect(tocBox.x).toBeGreaterThan(sectionsBox.x + sectionsBox.width - 1);

    await support.click();
    await expect(page).toHaveURL(/\/documentation#support$/);
    await expect(section(page, 'Support')).toHaveAttribute('aria-expanded', 'true');
    await expect(support).toHaveAttribute('aria-current', 'location');
    // Scrolled down to the last section, the list is still in view.
    await expect(toc.getByRole('link', { name: 'Introduction' })).toBeInViewport();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on a phone it is collapsed above the sections and closes once a link is followed', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/documentation');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const toggle = toc.getByRole('button', { name: 'On this page' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toc.getByRole('link', { name: 'Security' })).toBeHidden();
    const tocBox = (await toc.boundingBox())!;
    expect(tocBox.y + tocBox.height).toBeLessThanOrEqual((await section(page, 'Introduction').boundingBox())!.y);

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await toc.getByRole('link', { name: 'Security' }).click();
    await expect(section(page, 'Security')).toHaveAttribute('aria-expanded', 'true');
    await expect(section(page, 'Security')).toBeInViewport();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('the API reference and a plan’s reference have one too', async ({ page }) => {
    await signIn(page, uniqueIdentity('docs-toc'));
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/api-docs');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await toc.getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(section(page, 'Webhooks')).toHaveAttribute('aria-expanded', 'true');

    await page.goto('/api-docs/business');
    await expect(toc.getByRole('link', { name: 'White Label API' })).toBeVisible();
  });
});

test.describe('site search', () => {
  test('finds “webhook signature” and opens that section', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    const input = dialog.getByRole('combobox', { name: 'Search the site' });
    await expect(input).toBeFocused();
    await input.fill('webhook signature');

    const documentation = dialog.getByRole('group', { name: 'Documentation', exact: true });
    const result = documentation.getByRole('option', { name: /Security.*Webhooks/ });
    await expect(result).toBeVisible();
    // The API reference is for signed-in readers: its results say so to a visitor.
    const reference = dialog.getByRole('group', { name: 'API Documentation', exact: true });
    await expect(reference.getByRole('option', { name: /Webhooks.*Verifying signatures/ })).toContainText(
      'Sign in to open this page.',
    );
    await expect(dialog.getByRole('group', { name: 'Enterprise plan API documentation' })).toContainText(
      'Sign in to open this page.',
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Down to the Documentation result, then Enter.
    const options = dialog.getByRole('option');
    const target = await result.getAttribute('id');
    for (let step = 0; step < (await options.count()); step += 1) {
      await input.press('ArrowDown');
      if ((await input.getAttribute('aria-activedescendant')) === target) break;
    }
    await expect(input).toHaveAttribute('aria-activedescendant', target!);
    await input.press('Enter');

    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/documentation#security$/);
    await expect(section(page, 'Security')).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Verify the HMAC-SHA256 signature of every delivery')).toBeInViewport();
  });

  test('Ctrl+K opens it from any page, Escape closes it and focus goes back', async ({ page }) => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Typing "/" into a field types it.
    const field = page.getByRole('textbox').first();
    await field.fill('');
    await field.press('/');
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
    await field.blur();

    const button = page.getByRole('banner').getByRole('button', { name: 'Search' });
    await button.focus();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a blog result opens the article at its heading; a signed-in reader gets no sign-in note', async ({ page }) => {
    await signIn(page, uniqueIdentity('search'));
    await page.goto('/documentation');
    await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search' });
    await dialog.getByRole('combobox').fill('expect every event more than once');
    const result = dialog.getByRole('option', { name: /Expect every event more than once/ });
    await expect(result).toBeVisible();
    await dialog.getByRole('combobox').fill('webhook signature');
    await expect(dialog.getByRole('group', { name: 'API Documentation', exact: true })).not.toContainText('Sign in');
    await dialog.getByRole('combobox').fill('expect every event more than once');
    await result.click();
    await expect(page).toHaveURL(
      /\/blog\/webhook-handlers-that-never-lose-an-event#expect-every-event-more-than-once$/,
    );
    await expect(page.getByRole('heading', { name: 'Expect every event more than once' })).toBeInViewport();
  });
});

test('blog code samples arrive highlighted, with classes and no inline styles', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
  });
  await page.goto('/blog/webhook-handlers-that-never-lose-an-event');
  const sample = page.getByRole('region', { name: 'typescript example' }).first();
  await expect(sample).toContainText('const secret = process.env.NORTHVAULT_WEBHOOK_SECRET;');
  const keyword = sample.locator('span', { hasText: /^const$/ }).first();
  await expect(keyword).toBeVisible();
  expect(await sample.locator('[style]').count()).toBe(0);
  const [keywordColour, plainColour] = await Promise.all([
    keyword.evaluate((element) => getComputedStyle(element).color),
    sample.evaluate((element) => getComputedStyle(element).color),
  ]);
  expect(keywordColour).not.toBe(plainColour);
  expect(blocked).toEqual([]);
});

/** A docs sample as the build highlighted it: coloured spans, no inline style, no placeholder left. */
async function expectHighlighted(code: Locator): Promise<void> {
  await expect(code.locator('span').first()).toBeVisible();
  expect(await code.locator('span').count()).toBeGreaterThan(1);
  expect(await code.locator('[style]').count()).toBe(0);
  await expect(code).not.toContainText('NV_PLACEHOLDER');
}

test.describe('docs code samples', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test('arrive highlighted with the sandbox’s address put in at run time; Copy copies the plain text', async ({
    page,
  }) => {
    await page.goto('/documentation#installation');
    const sandboxUrl = `http://localhost:${PORTS.sandbox}/v1`;
    const env = page.locator('pre code', { hasText: 'NORTHVAULT_API_URL=' });
    await expect(env).toContainText(`NORTHVAULT_API_URL=${sandboxUrl}`);
    await expectHighlighted(env);

    // The sign-in request, at the same address, in both languages.
    const signInSample = page.locator('pre code', { hasText: `${sandboxUrl}/auth/login` }).first();
    await expectHighlighted(signInSample);
    await expect(signInSample.locator('span', { hasText: `${sandboxUrl}/auth/login` })).toBeVisible();

    await page.getByRole('button', { name: 'Copy environment variables' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await env.textContent());
    expect(copied).toContain(`NORTHVAULT_API_URL=${sandboxUrl}\n`);
  });

  test('account setup’s first call is highlighted with the subscriber’s own email, and copied as text', async ({
    page,
  }) => {
    const identity = uniqueIdentity('docs-highlight', 'Mary Jackson');
    await subscribe(page, identity, 'business');
    await signIn(page, identity);
    await page.goto('/account/setup');
    await page
      .getByLabel('Subscription password', { exact: true })
      .and(page.locator('input'))
      .fill('violet kettle harbour 42 drums');
    await page.getByRole('button', { name: 'Set password' }).click();

    const firstCall = page.getByRole('region', { name: 'Your first API call' });
    const login = firstCall.locator('pre code').first();
    await expect(login).toContainText(identity.email);
    await expectHighlighted(login);
    await expect(login.locator('span', { hasText: identity.email })).toBeVisible();

    await firstCall.getByRole('button', { name: 'Copy login call' }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await login.textContent());
    expect(copied).toContain(`"email":"${identity.email}"`);
  });
});
