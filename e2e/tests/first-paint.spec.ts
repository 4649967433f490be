/**
 * Pages that exist before JavaScript (docs/architecture.md#first-paint-from-prerendered-fragments): the site server
 * sends each prerendered page's body, from the release of its remote, inside the shell's own frame; the shell
 * hydrates those very nodes.
 */
import { expect, test, type Route } from '../support/test';
import { NEEDS_JAVASCRIPT_MESSAGE, SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE } from '@northvault/contracts/page-fragments';
import { loginRedirectUrlPath } from '@northvault/contracts/routes';
import { adoptedByReact, collectErrors, holdScripts } from '../support/first-paint';
import { signIn, uniqueIdentity } from '../support/sign-in';

/** Each prerendered route: its H1, the first paragraph under it, its own title and the start of its description. */
const PRERENDERED: ReadonlyArray<{ path: string; h1: string; paragraph: string; title: string; description: string }> =
  [
    {
      path: '/',
      h1: 'White-label banking APIs, ready for your brand',
      paragraph: 'Give your customers accounts, payments and Xero-reconciled books inside your own product.',
      title: 'Northvault · White-label banking API',
      description: 'Give your customers accounts, payments and Xero-reconciled books',
    },
    {
      path: '/support',
      h1: 'Support Center',
      paragraph: 'Help from the engineers who build and run Northvault',
      title: 'Northvault · Support',
      description: 'Help from the engineers who build and run Northvault',
    },
    {
      path: '/blog',
      h1: 'Northvault Blog',
      paragraph: 'Practical articles on integrating a banking API',
      title: 'Northvault · Blog',
      description: 'Practical articles on integrating a banking API',
    },
    {
      path: '/blog/automatic-reconciliation-with-xero',
      h1: 'Closing the books faster: automatic reconciliation with Xero',
      paragraph: 'Month-end should not mean exporting CSV files.',
      title: 'Closing the books faster: automatic reconciliation with Xero · Northvault Blog',
      description: 'Month-end should not mean exporting CSV files.',
    },
    {
      path: '/privacy',
      h1: 'Privacy Policy',
      paragraph: 'Northvault Ltd ("Northvault", "we", "us") provides white-label banking APIs',
      title: 'Northvault · Privacy policy',
      description: 'We collect only what we need',
    },
    {
      path: '/terms',
      h1: 'Terms of Service',
      paragraph: 'You must be at least 18',
      title: 'Northvault · Terms of service',
      description: 'You must be at least 18',
    },
    {
      path: '/documentation',
      h1: 'Documentation',
      paragraph: 'Everything you need to go from a new Northvault subscription to a live integration',
      title: 'Northvault · Documentation',
      description: 'Everything you need to go from a new Northvault subscription',
    },
    {
      // The signed-out card, sent to a visitor without the session cookie; the page's own head all the same.
      path: '/api-docs/business',
      h1: 'Plan API Documentation',
      paragraph: 'Sign in to read the Business plan’s API documentation.',
      title: 'Northvault · Business plan API documentation',
      description: 'Scale with account creation, bulk operations and real-time Xero sync.',
    },
    {
      path: '/no-such-page',
      h1: 'Page not found',
      paragraph: 'There is no page at this address.',
      title: 'Northvault · Page not found',
      description: 'There is no page at this address.',
    },
  ];

/** The prerendered pages that, once the session is known signed out, send the browser to sign in. */
const STARTS_SIGN_IN: ReadonlySet<string> = new Set(['/api-docs/business']);

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of PRERENDERED) {
    test(`${route.path} is readable: its H1, first paragraph, title and description`, async ({ page, request }) => {
      // In the HTML itself, as a crawler reads it.
      const html = await (await request.get(route.path)).text();
      expect(html).toContain(`>${route.h1}</h1>`);
      expect(html).toContain('data-prerendered');

      await page.goto(route.path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      await expect(page.getByText(route.paragraph).first()).toBeVisible();
      await expect(page).toHaveTitle(route.title);
      expect(await page.locator('meta[name="description"]').getAttribute('content')).toContain(route.description);
      // The site's header and footer are there too, and nothing says the page needs JavaScript.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByText('needs JavaScript to show this page')).toHaveCount(0);
    });
  }

  test('every blog post listed in the sitemap is prerendered with its own H1', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const posts = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/blog\/[^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(posts.length).toBeGreaterThan(3);
    for (const post of posts) {
      const html = await (await request.get(post)).text();
      const title = /<title>(.*?) · Northvault Blog<\/title>/.exec(html)?.[1];
      expect(title, post).toBeTruthy();
      expect(html, post).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html.match(/<h1[^>]*>([^<]+)<\/h1>/)?.[1], post).toBe(title!.replace(/&#39;/g, "'"));
    }
  });

  test('links work', async ({ page }) => {
    await page.goto('/blog');
    await page
      .getByRole('link', { name: 'Closing the books faster: automatic reconciliation with Xero' })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/automatic-reconciliation-with-xero$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Closing the books faster: automatic reconciliation with Xero',
    );
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Support' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support Center');
  });

  test('a form says it needs JavaScript, in a <noscript> inside the form', async ({ request }) => {
    // Playwright's switch runs no script but still parses <noscript> as a browser that runs scripts would, so the
    // note is checked in the HTML: inside each form, in the <noscript> a browser without scripts shows.
    for (const path of ['/', '/blog', '/support']) {
      const html = await (await request.get(path)).text();
      const forms = [...html.matchAll(/<form[\s\S]*?<\/form>/g)].map((match) => match[0]);
      expect(forms.length, path).toBeGreaterThan(0);
      for (const form of forms) {
        expect(form, path).toMatch(new RegExp(`<noscript><p class="[^"]+">${NEEDS_JAVASCRIPT_MESSAGE}</p></noscript>`));
      }
    }
    // The landing page's plans open the payment form: their section says it too.
    const landing = await (await request.get('/')).text();
    const pricing = /<section id="pricing"[\s\S]*?<\/section>/.exec(landing)?.[0];
    expect(pricing).toMatch(new RegExp(`<noscript><p class="[^"]+">${NEEDS_JAVASCRIPT_MESSAGE}</p></noscript>`));
  });

  test('the sign-in card says signing in needs JavaScript, in a <noscript>', async ({ request }) => {
    // Signing in starts with a script's call for the provider's address: no plain link can do it.
    const html = await (await request.get('/api-docs/business')).text();
    expect(html).toMatch(
      new RegExp(
        `<noscript><p class="[^"]+">${SIGN_IN_NEEDS_JAVASCRIPT_MESSAGE}</p></noscript><button[^>]*>Continue to sign in`,
      ),
    );
  });

  test('/documentation: its closed sections are closed in the HTML, and shown to a browser that runs no script', async ({
    page,
  }) => {
    await page.goto('/documentation');
    // As the browser renders the page: the first section open, the others closed (nothing moves at hydration)…
    await expect(page.locator('#introduction-panel')).not.toHaveAttribute('hidden');
    await expect(page.locator('#security-panel')).toHaveAttribute('hidden', '');
    // …yet readable here, where no script can open them.
    await expect(page.locator('#security-panel')).toBeVisible();
  });

  test('a URL with a query string is rendered in the browser, as before', async ({ request }) => {
    const html = await (await request.get('/blog?topic=security')).text();
    expect(html).not.toContain('data-prerendered');
  });
});

test.describe('with JavaScript', () => {
  for (const route of PRERENDERED) {
    test(`${route.path}: the H1 painted before the scripts is the node React hydrates`, async ({ page }) => {
      const errors = collectErrors(page);
      // A page that sends a signed-out visitor to sign in asks for the provider's address: held, the page stays.
      const signIns: Route[] = [];
      await page.route(
        (url) => url.pathname === loginRedirectUrlPath(),
        (signInRequest) => void signIns.push(signInRequest),
      );
      const scripts = await holdScripts(page);
      await page.goto(route.path, { waitUntil: 'commit' });
      const heading = await page.locator('h1').elementHandle();
      expect(await heading!.textContent()).toBe(route.h1);

      await scripts.release();
      // The session settled (signed out) in the same box; the page's remote has loaded.
      // The suite's first pages load their remotes on a cold site beside another worker: more than expect's 10 s.
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      // Hydrated: React has adopted the server's node (it keeps its fiber on it), and the page still shows it.
      await expect
        .poll(() => adoptedByReact(heading!), {
          message: `hydrated; page errors: ${errors.join(' | ')}`,
          timeout: 15_000,
        })
        .toBe(true);
      expect(await heading!.evaluate((h1) => h1.isConnected && h1 === document.querySelector('main h1'))).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.h1);
      // The session settled signed out: the sign-in card goes on to the provider, as a page rendered in the browser.
      await expect.poll(() => signIns.length).toBe(STARTS_SIGN_IN.has(route.path) ? 1 : 0);
      expect(errors).toEqual([]);
    });
  }

  test('a form cannot be sent before its page has hydrated: the browser would send it itself, fields in the address', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const [path, form, submit] of [
      ['/', 'Talk to our team', 'Send Message'],
      ['/support', 'Open a support ticket', 'Create Ticket'],
      ['/blog', 'The Northvault newsletter', 'Subscribe'],
    ] as const) {
      const scripts = await holdScripts(page);
      await page.goto(path, { waitUntil: 'commit' });
      const button = page.getByRole('region', { name: form }).getByRole('button', { name: submit });
      await expect(button, `${path} before its scripts`).toBeDisabled();
      await scripts.release();
      await expect(button, `${path} hydrated`).toBeEnabled({ timeout: 30_000 });
      await page.unrouteAll({ behavior: 'ignoreErrors' });
    }
  });

  test('a signed-in visitor gets /api-docs/business rendered in the browser: the sign-in card never shows', async ({
    page,
  }) => {
    await signIn(page, uniqueIdentity('first-paint-signed-in', 'Katherine Johnson'));
    // The server sends no card to a request with the session cookie.
    const html = await (await page.request.get('/api-docs/business')).text();
    expect(html).not.toContain('data-prerendered');
    expect(html).not.toContain('Redirecting...');
    // Nor does the page render it at any moment, from the first parse on.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const card = [...document.querySelectorAll('h2')].some((h2) => h2.textContent === 'Redirecting...');
        if (card) document.documentElement.dataset.sawSignInCard = 'true';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const errors = collectErrors(page);
    await page.goto('/api-docs/business');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Business Plan API Documentation');
    await expect(page.getByText('Subscription Required')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.dataset.sawSignInCard ?? 'false')).toBe('false');
    expect(errors).toEqual([]);
  });

  test('/documentation#security: the page hydrates as prerendered, then opens the section the hash names', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    // The fragment is rendered without the hash: the first section open, as on /documentation.
    await page.goto('/documentation#security');
    await expect(page.locator('[data-prerendered]')).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Security' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('button', { name: 'Introduction' })).toHaveAttribute('aria-expanded', 'false');
    await expect(
      page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Security' }),
    ).toHaveAttribute('aria-current', 'location');
    await expect(page.locator('#security-panel')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('the shell starts from the registry in the HTML, without fetching it', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/mfe-registry.json')) fetched.push(request.url());
    });
    await page.goto('/blog');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await page.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    expect(fetched).toEqual([]);
  });
});
