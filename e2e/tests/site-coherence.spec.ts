import { expect, test, type Page } from '../support/test';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';

/** One site, not five apps (docs/product/routes.md): the shared frame, the shared not-found page, one wording. */

const WIDTHS = [
  { width: 1366, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The left edge of the header's brand and of the footer's first line: one page frame gives them one edge. */
async function leftEdges(page: Page): Promise<{ header: number; footer: number }> {
  const header = await page.getByRole('banner').getByRole('link', { name: 'Northvault home' }).boundingBox();
  const footer = await page.getByRole('contentinfo').getByText('Northvault', { exact: true }).boundingBox();
  return { header: header!.x, footer: footer!.x };
}

for (const [route, heading] of [
  ['/white-label', 'White-Label Configuration'],
  ['/auth/callback', 'Authentication Failed'],
  ['/no-such-page', 'Page not found'],
] as const) {
  test(`${route} ends with the site footer, on the header's left edge`, async ({ page }) => {
    for (const viewport of WIDTHS) {
      await page.setViewportSize(viewport);
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
      await expect(footer).toHaveCount(1);
      const edges = await leftEdges(page);
      expect(edges.footer).toBe(edges.header);
    }
  });
}

test('the shell’s 404 and the blog’s unknown article are one not-found page', async ({ page }) => {
  const looks = [];
  for (const [route, heading] of [
    ['/no-such-page', 'Page not found'],
    ['/blog/no-such-post', 'Article not found'],
  ] as const) {
    await page.goto(route);
    const region = page.getByRole('region', { name: heading });
    await expect(region.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const h1 = region.getByRole('heading', { level: 1 });
    looks.push({
      fontSize: await h1.evaluate((element) => getComputedStyle(element).fontSize),
      left: (await region.boundingBox())!.x,
      width: (await region.boundingBox())!.width,
    });
  }
  expect(looks[1]).toEqual(looks[0]);
  await expect(page).toHaveTitle('Article not found · Northvault Blog');
});

test('a blog article names its tab after itself, and the topic cards filter the list', async ({ page }) => {
  await page.goto('/blog/automatic-reconciliation-with-xero');
  const title = await page.getByRole('heading', { level: 1 }).textContent();
  expect(title).toMatch(/^Closing the books faster/);
  await expect(page).toHaveTitle(`${title} · Northvault Blog`);

  await page.goto('/blog');
  await expect(page).toHaveTitle('Northvault · Blog');
  await page.getByRole('region', { name: 'Browse by topic' }).getByRole('link', { name: 'Webhooks' }).click();
  await expect(page).toHaveURL(/\/blog\?topic=webhooks$/);
  const results = page.getByRole('region', { name: 'Webhooks articles' });
  await expect(results).toBeInViewport();
  await expect(results.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Featured articles' })).toHaveCount(0);
});

test('Learn More opens the site’s own documentation', async ({ page }) => {
  await page.goto('/');
  const learnMore = page.getByRole('link', { name: 'Learn More' });
  await expect(learnMore).toHaveAttribute('href', '/documentation');
  await expect(learnMore).not.toHaveAttribute('target', /.*/);
  await learnMore.click();
  await expect(page).toHaveURL(/\/documentation$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentation');
});

test('the pricing cards give each plan’s account cap, flat fee with its unit, and support level', async ({ page }) => {
  await page.goto('/#pricing');
  const cards = page.getByRole('region', { name: 'Simple monthly plans' }).getByRole('article');
  await expect(cards).toHaveCount(PLAN_LIST.length);
  const caps = ['Up to 3', 'Up to 10', 'Unlimited'];
  for (const [index, plan] of PLAN_LIST.entries()) {
    const card = cards.nth(index);
    await expect(card).toContainText(`Accounts${caps[index]}`);
    await expect(card).toContainText(
      `Fee per transaction${plan.sampleLimits.transactionFee.toFixed(2)} per transaction, in the account's currency`,
    );
    await expect(card).toContainText(`Support${plan.limits.support}`);
  }
  await expect(cards.nth(0)).not.toContainText('24/7');
  await expect(cards.nth(1)).not.toContainText('24/7');
  await expect(page.getByRole('region', { name: 'Northvault in production' })).toContainText(
    'Currency conversion fee, of the converted amount',
  );
});

test('until the session is known, the sign-in control and the hero button hold their final box in a neutral state', async ({
  page,
}) => {
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route(`**${API_PATHS.currentUser}`, async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto('/');
  const pending = page.getByRole('banner').getByRole('status');
  await expect(pending).toHaveText('Checking sign-in…');
  const heroPending = page.getByTestId('hero-action-pending');
  await expect(heroPending).toBeVisible();
  const pendingBoxes = [await pending.boundingBox(), await heroPending.boundingBox()];

  answer();
  const signIn = page.getByRole('banner').getByRole('button', { name: 'Sign in' });
  const getStarted = page.getByRole('button', { name: 'Get Started' });
  await expect(signIn).toBeVisible();
  await expect(getStarted).toBeVisible();
  expect([await signIn.boundingBox(), await getStarted.boundingBox()]).toEqual(pendingBoxes);
});
