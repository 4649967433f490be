import { screen, within } from '@testing-library/react';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { renderInShell } from '../testing/render-in-shell';
import LandingPage from './landing-page';

function renderPage(session = fakeSession()) {
  return renderInShell(<LandingPage />, { session });
}

const region = (name: string) => screen.getByRole('region', { name });

it('has one h1, then h2s and h3s without skipping a level', () => {
  renderPage();
  const levels = screen.getAllByRole('heading').map((heading) => Number(heading.tagName.slice(1)));
  expect(levels[0]).toBe(1);
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  levels.forEach((level, index) => {
    if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1);
  });
});

it('renders the landing sections in order, with the anchors the top navigation points at', () => {
  renderPage();
  const sectionNames = Array.from(document.querySelectorAll('section[aria-labelledby]')).map(
    (section) => document.getElementById(section.getAttribute('aria-labelledby')!)!.textContent,
  );
  expect(sectionNames).toEqual([
    'White-label banking APIs, ready for your brand',
    'Northvault in production',
    'Everything you need to launch a financial product',
    'Learn from teams who have shipped it',
    'People who know banking, on your side',
    'Simple monthly plans',
    'Commitments we put in writing',
    'Talk to our team',
  ]);
  expect(region('Everything you need to launch a financial product').id).toBe('features');
  expect(region('People who know banking, on your side').id).toBe('services');
  expect(region('Simple monthly plans').id).toBe('pricing');
  expect(region('Talk to our team').id).toBe('contact');
  // The footer comes from the shell's layout, under every page alike, never from the page itself.
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
});

it('states every marketing claim where a visitor looks for it', () => {
  renderPage();
  const production = region('Northvault in production').textContent;
  for (const claim of [
    MARKETING_CLAIMS.uptime,
    MARKETING_CLAIMS.clients,
    MARKETING_CLAIMS.monthlyTransactions,
    MARKETING_CLAIMS.transactionFeesFrom,
  ]) {
    expect(production).toContain(claim);
  }
  // The percentage says what it applies to, wherever it is stated.
  expect(production).toContain(
    `Currency conversion fee, of the converted amount${MARKETING_CLAIMS.transactionFeesFrom}`,
  );
  expect(region('Simple monthly plans').textContent).toContain(
    "Each transaction carries its plan's flat fee, in the account's currency. Currency conversion costs 0.1% of the converted amount.",
  );
  expect(region('Talk to our team').textContent).toContain(`within ${MARKETING_CLAIMS.replyWithin}`);
});

it('shows three plan cards with price, period, description, features and limits', () => {
  renderPage();
  const cards = within(region('Simple monthly plans')).getAllByRole('article');
  expect(cards).toHaveLength(3);
  PLAN_LIST.forEach((plan, index) => {
    const card = cards[index]!;
    expect(within(card).getByRole('heading', { level: 3 }).textContent).toBe(plan.name);
    expect(card.textContent).toContain(`$${plan.price}/month`);
    expect(card.textContent).toContain(plan.description);
    const features = within(card).getByRole('list', { name: 'What’s included' });
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(plan.features);
    expect(card.textContent).toContain(plan.limits.support);
    expect(within(card).getByRole('button', { name: `Choose ${plan.name}` })).toBeVisible();
  });
  expect(cards[2]!.textContent).toMatch(/Transactions per monthUnlimited/);
  expect(cards[0]!.textContent).toMatch(/Transactions per month1,000/);
});

/** A card's limits as `label: value (detail)` lines, read from its description list. */
function cardLimits(card: HTMLElement): string[] {
  return Array.from(card.querySelectorAll('dl > div')).map((row) => {
    const [value, detail] = Array.from(row.querySelectorAll('dd')).map((dd) => dd.textContent);
    return `${row.querySelector('dt')!.textContent}: ${value}${detail ? ` (${detail})` : ''}`;
  });
}

it('gives each plan card its account cap, its flat fee with its unit, and its support level with channels and hours', () => {
  renderPage();
  const [starter, business, enterprise] = within(region('Simple monthly plans')).getAllByRole('article');
  expect(cardLimits(starter!)).toEqual([
    'Accounts: Up to 3',
    'Transactions per month: 1,000',
    'API calls per month: 10,000',
    'Webhook endpoints: 3',
    "Fee per transaction: 2.99 per transaction, in the account's currency",
    'Support: Email support (Email and support tickets. Email replies within 24 hours; tickets by their priority’s response target.)',
  ]);
  expect(cardLimits(business!)).toEqual(
    expect.arrayContaining([
      'Accounts: Up to 10',
      "Fee per transaction: 1.99 per transaction, in the account's currency",
      'Support: Priority support (Email, support tickets and phone. Phone on weekdays, 08:00–20:00 UK time; your tickets are answered first.)',
    ]),
  );
  expect(cardLimits(enterprise!)).toEqual(
    expect.arrayContaining([
      'Accounts: Unlimited',
      "Fee per transaction: 0.99 per transaction, in the account's currency",
      'Support: 24/7 dedicated support (Email, support tickets, phone and a named support engineer. Phone 24/7, every day of the year.)',
    ]),
  );
  // 24/7 is Enterprise's alone.
  expect([starter, business].map((card) => card!.textContent)).not.toContainEqual(expect.stringContaining('24/7'));
});

it('offers a subscriber the docs of the plan they already have instead of a second purchase', () => {
  renderPage(signedInSession('business'));
  const business = within(region('Simple monthly plans')).getAllByRole('article')[1]!;
  expect(within(business).getByText('Your current plan')).toBeVisible();
  expect(within(business).queryByRole('button')).not.toBeInTheDocument();
  expect(within(business).getByRole('link', { name: 'Open your Business API docs' })).toHaveAttribute(
    'href',
    '/api-docs/business',
  );
});

it('leads a subscriber from the other plans to the plan change on /account/billing, not to a second purchase', () => {
  renderPage(signedInSession('business'));
  const [starter, business, enterprise] = within(region('Simple monthly plans')).getAllByRole('article');
  expect(within(business!).getByRole('link', { name: 'Manage your plan' })).toHaveAttribute('href', '/account/billing');
  expect(within(enterprise!).getByRole('link', { name: 'Upgrade to Enterprise' })).toHaveAttribute(
    'href',
    '/account/billing?change=enterprise',
  );
  expect(within(starter!).getByRole('link', { name: 'Downgrade to Starter' })).toHaveAttribute(
    'href',
    '/account/billing?change=starter',
  );
  expect(screen.queryByRole('button', { name: /^Choose / })).not.toBeInTheDocument();
});

it('links its guide articles to the documentation and the blog', () => {
  renderPage();
  const hrefs = within(region('Learn from teams who have shipped it'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
  expect(hrefs).toContain('/documentation#installation');
  expect(hrefs.filter((href) => href?.startsWith('/blog/'))).toHaveLength(3);
  expect(hrefs).toContain('/blog');
});

it('has the contact details and the contact form in #contact', () => {
  renderPage();
  const contact = region('Talk to our team');
  expect(within(contact).getByRole('link', { name: 'sales@northvault.io' })).toHaveAttribute(
    'href',
    'mailto:sales@northvault.io',
  );
  expect(within(contact).getByRole('button', { name: 'Send Message' })).toBeVisible();
});

it('gives its elements fixed ids, not useId() ones, so the prerendered page and the shell’s hydration agree', () => {
  renderPage();
  const ids = Array.from(document.querySelectorAll('main [id], [id]')).map((element) => element.id);
  expect(ids.length).toBeGreaterThan(5);
  // useId() makes `«r1»` (React 19) or `:r1:`: they number differently on a page rendered alone and in the shell.
  expect(ids.filter((id) => /[«»:]/.test(id))).toEqual([]);
});

it('keeps each card’s height when a subscriber’s session settles: their card’s extra line is reserved on the others', () => {
  renderPage(signedInSession('business'));
  for (const plan of PLAN_LIST) {
    const card = screen.getByRole('article', { name: plan.name });
    const lines = card.querySelectorAll('[class*="action"] > *');
    expect(lines).toHaveLength(2);
  }
});
