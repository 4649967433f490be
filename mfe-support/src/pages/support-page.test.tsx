import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import SupportPage from './support-page';

function renderPage() {
  render(
    <MemoryRouter>
      <SessionProvider value={fakeSession()}>
        <SupportPage />
      </SessionProvider>
    </MemoryRouter>,
  );
}

it('offers phone, email and tickets, each saying who may use it, and the ticket form', () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Support Center');

  const contact = screen.getByRole('region', { name: 'Contact us' });
  expect(
    within(contact)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent),
  ).toEqual(['Phone support', 'Email support', 'Support tickets']);
  // No dashboard exists, so nothing promises a chat inside one; phone is for the plans that include it.
  expect(contact.textContent).not.toMatch(/live chat|dashboard/i);
  expect(contact.textContent).toContain('Business and Enterprise plans');
  expect(contact.textContent).toContain('24/7 for Enterprise');
  expect(within(contact).getByRole('link', { name: 'Open a ticket' })).toHaveAttribute('href', '#open-a-ticket');

  expect(screen.getByRole('region', { name: 'Open a support ticket' })).toBeVisible();
});

it('gives each plan’s support level, channels and hours, as the pricing cards do', () => {
  renderPage();
  const plans = within(screen.getByRole('region', { name: 'Support by plan' })).getAllByRole('listitem');
  expect(plans.map((plan) => plan.textContent)).toEqual([
    'StarterEmail supportChannelsEmail and support ticketsHoursEmail replies within 24 hours; tickets by their priority’s response target',
    'BusinessPriority supportChannelsEmail, support tickets and phoneHoursPhone on weekdays, 08:00–20:00 UK time; your tickets are answered first',
    'Enterprise24/7 dedicated supportChannelsEmail, support tickets, phone and a named support engineerHoursPhone 24/7, every day of the year',
  ]);
});

it('lists the response target of every priority, most urgent first', () => {
  renderPage();
  const tiers = within(screen.getByRole('region', { name: 'Response times' })).getAllByRole('listitem');
  expect(tiers.map((tier) => tier.textContent)).toEqual(
    Object.values(SUPPORT_RESPONSE_TARGETS).map((target) => expect.stringContaining(target.label)),
  );
  expect(tiers[0]!.textContent).toMatch(/^Urgent1 hour/);
  expect(tiers[3]!.textContent).toMatch(/^Low48 hours/);
});

it('shows support figures', () => {
  renderPage();
  const stats = screen.getByRole('region', { name: 'Support in numbers' });
  expect(stats.textContent).toContain('99.9%');
  expect(stats.textContent).toContain('1 hour');
  expect(stats.textContent).toContain('Phone support on Enterprise24/7');
});

it('answers six questions in a FAQ that opens and closes from the keyboard', async () => {
  renderPage();
  const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
  const questions = within(faq).getAllByRole('button');
  expect(questions).toHaveLength(6);
  for (const question of questions) expect(question).toHaveAttribute('aria-expanded', 'false');

  questions[2]!.focus();
  await userEvent.keyboard('{Enter}');
  expect(questions[2]!).toHaveAttribute('aria-expanded', 'true');
  const answer = document.getElementById(questions[2]!.getAttribute('aria-controls')!)!;
  expect(answer.hidden).toBe(false);
  expect(answer.textContent).toContain('webhook.delivery.failed');

  await userEvent.keyboard(' ');
  expect(questions[2]!).toHaveAttribute('aria-expanded', 'false');
  expect(answer.hidden).toBe(true);
});
