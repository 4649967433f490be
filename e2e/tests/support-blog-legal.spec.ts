import { expect, test, type APIRequestContext, type Locator, type Page } from '../support/test';
import { BLOG, LEGAL_TERMS } from '@northvault/contracts/business';
import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { API_PATHS } from '@northvault/contracts/routes';
import { SUPPORT_MESSAGES, SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import { PORTS } from '../support/environment';

/**
 * The site answers (and Playwright starts the tests) before the backend has migrated its database;
 * a test that needs the real API waits for it rather than failing on the proxy's 502.
 */
async function waitForBackend(request: APIRequestContext): Promise<void> {
  await expect
    .poll(async () => (await request.get(API_PATHS.health)).status(), { timeout: 60_000, intervals: [250, 500, 1000] })
    .toBe(200);
}

/** The ticket form of /support, after the remote has rendered it. */
async function openTicketForm(page: Page): Promise<Locator> {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
  return page.getByRole('region', { name: 'Open a support ticket' });
}

async function fillRequiredFields(form: Locator): Promise<void> {
  await form.getByLabel('Name', { exact: true }).fill('Ada Lovelace');
  await form.getByLabel('Email', { exact: true }).fill('ada@example.com');
  await form.getByLabel('Subject', { exact: true }).fill('Webhook deliveries failing');
  await form.getByLabel('Message', { exact: true }).fill('Our endpoint returns 200 but events are retried.');
}

test.describe('support tickets', () => {
  test('a high-priority ticket shows its id and 4-hour target; Create Another Ticket gives an empty form', async ({
    page,
  }) => {
    await waitForBackend(page.request);
    const form = await openTicketForm(page);
    await fillRequiredFields(form);
    await form.getByLabel('Priority').selectOption('high');

    const request = page.waitForRequest((sent) => sent.url().endsWith(API_PATHS.support) && sent.method() === 'POST');
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    expect((await request).postDataJSON()).toStrictEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Webhook deliveries failing',
      message: 'Our endpoint returns 200 but events are retried.',
      priority: 'high',
      category: 'general',
    });

    const confirmation = form.getByRole('status');
    await expect(confirmation).toContainText(/TKT-[0-9A-Z]{8}/);
    await expect(confirmation).toContainText(SUPPORT_RESPONSE_TARGETS.high.label);

    await form.getByRole('button', { name: 'Create Another Ticket' }).click();
    for (const label of ['Name', 'Email', 'Subject', 'Message', 'Account ID (optional)']) {
      await expect(form.getByLabel(label, { exact: true })).toHaveValue('');
    }
    await expect(form.getByLabel('Priority')).toHaveValue('medium');
    await expect(form.getByLabel('Category')).toHaveValue('general');
    await expect(form.getByRole('button', { name: 'Create Ticket' })).toBeEnabled();
    await expect(form.getByRole('status')).toHaveCount(0);
  });

  test('the ticket’s confirmation email reaches the inbox that `npm run serve` runs', async ({ page }) => {
    await waitForBackend(page.request);
    const form = await openTicketForm(page);
    await fillRequiredFields(form);
    const address = `ada-${Date.now()}@example.com`;
    await form.getByLabel('Email', { exact: true }).fill(address);
    await form.getByLabel('Priority').selectOption('urgent');
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    const ticketId = /TKT-[0-9A-Z]{8}/.exec((await form.getByRole('status').textContent()) ?? '')?.[0];
    expect(ticketId).toBeDefined();

    const inbox = `http://127.0.0.1:${PORTS.mailInbox}/api/email`;
    type Caught = { subject: string; text: string; to: Array<{ address: string }> };
    const mine = async () =>
      ((await (await page.request.get(inbox)).json()) as Caught[]).filter((email) => email.to[0]?.address === address);
    await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
    const [email] = await mine();
    expect(email!.subject).toBe(`[${ticketId}] We received your support ticket`);
    expect(email!.text).toContain('> Subject: Webhook deliveries failing');
    expect(email!.text).toContain(`within ${SUPPORT_RESPONSE_TARGETS.urgent.label}`);
  });

  test('a refused ticket shows the server’s message', async ({ page }) => {
    const error = 'Enter a subject.';
    await page.route('**/api/support', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, statusCode: 400, error }),
      }),
    );
    const form = await openTicketForm(page);
    await fillRequiredFields(form);
    await form.getByRole('button', { name: 'Create Ticket' }).click();

    await expect(form.getByRole('alert')).toHaveText(error);
    await expect(form.getByLabel('Subject', { exact: true })).toHaveValue('Webhook deliveries failing');
  });

  test('an answer that is not JSON shows the generic failure message', async ({ page }) => {
    await page.route('**/api/support', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<html><body>Internal Server Error</body></html>' }),
    );
    const form = await openTicketForm(page);
    await fillRequiredFields(form);
    await form.getByRole('button', { name: 'Create Ticket' }).click();

    await expect(form.getByRole('alert')).toHaveText(SUPPORT_MESSAGES.failed);
  });

  test('a request that never reaches the server shows the network message', async ({ page }) => {
    await page.route('**/api/support', (route) => route.abort('connectionrefused'));
    const form = await openTicketForm(page);
    await fillRequiredFields(form);
    await form.getByRole('button', { name: 'Create Ticket' }).click();

    await expect(form.getByRole('alert')).toHaveText('Network error. Please try again.');
  });
});

test.describe('blog', () => {
  test(`shows ${BLOG.postCount} posts, ${BLOG.featuredCount} featured, and every post link opens its article`, async ({
    page,
  }) => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northvault Blog');

    const featured = page.getByRole('region', { name: 'Featured articles' }).getByRole('article');
    const latest = page.getByRole('region', { name: 'Latest articles' }).getByRole('article');
    await expect(featured).toHaveCount(BLOG.featuredCount);
    await expect(latest).toHaveCount(BLOG.postCount - BLOG.featuredCount);

    const links = await Promise.all(
      [...(await featured.all()), ...(await latest.all())].map(async (card) => {
        const link = card.getByRole('heading').getByRole('link');
        return { href: (await link.getAttribute('href'))!, title: (await link.textContent())!.trim() };
      }),
    );
    expect(new Set(links.map((link) => link.href)).size).toBe(BLOG.postCount);

    // The first one through the app's own navigation, the rest as deep links.
    await featured.first().getByRole('link').click();
    await expect(page).toHaveURL(links[0]!.href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(links[0]!.title);

    for (const { href, title } of links) {
      expect(href).toMatch(/^\/blog\/[a-z0-9-]+$/);
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('region', { name: 'Keep reading' }).getByRole('article')).toHaveCount(2);
    }

    await page.getByRole('link', { name: 'All articles' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northvault Blog');
  });

  test('the newsletter subscribes with double opt-in: the emailed link confirms it', async ({ page }) => {
    await waitForBackend(page.request);
    const address = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    await page.goto('/blog');
    const band = page.getByRole('region', { name: 'The Northvault newsletter' });

    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByLabel('Email address')).toHaveAccessibleDescription('Enter your email address.');

    await band.getByLabel('Email address').fill(address);
    await band.getByRole('button', { name: 'Subscribe' }).click();
    await expect(band.getByRole('status')).toHaveText(NEWSLETTER_MESSAGES.checkInbox);
    await expect(page).toHaveURL('/blog');

    const inbox = `http://127.0.0.1:${PORTS.mailInbox}/api/email`;
    type Caught = { subject: string; text: string; to: Array<{ address: string }> };
    const mine = async () =>
      ((await (await page.request.get(inbox)).json()) as Caught[]).filter((email) => email.to[0]?.address === address);
    await expect.poll(async () => (await mine()).length, { timeout: 30_000 }).toBe(1);
    const [email] = await mine();
    expect(email!.subject).toBe('Confirm your subscription to the Northvault newsletter');
    const link = /http:\/\/\S+\/newsletter\/confirm#token=\S+/.exec(email!.text)![0];

    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await expect(page.getByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();
    await expect(page).toHaveTitle('Northvault · Newsletter subscription');
    expect(new URL(page.url()).hash).toBe('');
  });

  test('a confirmation link that was altered is refused', async ({ page }) => {
    await waitForBackend(page.request);
    await page.goto('/newsletter/confirm#token=eyJlbWFpbCI6ImV2ZUBleGFtcGxlLmNvbSJ9.Zm9yZ2Vk');
    await expect(page.getByRole('alert')).toHaveText(NEWSLETTER_MESSAGES.invalid);
  });

  test('an unknown post id shows a not-found page with a way back to the blog', async ({ page }) => {
    await page.goto('/blog/no-such-post');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article not found');

    await page.getByRole('link', { name: 'Back to the blog' }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Northvault Blog');
  });
});

test.describe('legal pages', () => {
  test('/terms shows its effective date and the liability cap', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Terms of Service');
    await expect(page.getByText(`Effective date: ${LEGAL_TERMS.effectiveDate}`)).toBeVisible();
    const liability = page.getByRole('region', { name: '15. Limitation of liability' });
    await expect(liability).toContainText(`in the ${LEGAL_TERMS.liabilityCapMonthsOfFees} months before the event`);
  });

  test('/privacy promises an answer to privacy requests within 30 days', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.getByText(`Last updated: ${LEGAL_TERMS.lastUpdated}`)).toBeVisible();
    await expect(page.getByRole('region', { name: '8. Your rights' })).toContainText(
      `within ${LEGAL_TERMS.privacyRequestResponseDays} days`,
    );
  });
});
