import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { currentLocation, renderInShell } from '../../../testing/render-in-shell';
import { Hero } from './hero';

function renderHero(session: Session) {
  renderInShell(<Hero />, { session });
}

it('sends a subscriber to their plan’s API docs', () => {
  renderHero(signedInSession('enterprise'));
  const link = screen.getByRole('link', { name: 'Access Your API Docs' });
  expect(link).toHaveAttribute('href', '/api-docs/enterprise');
  expect(screen.queryByRole('button', { name: 'Get Started' })).not.toBeInTheDocument();
});

it('sends a signed-in visitor without a plan to pricing', () => {
  renderHero(signedInSession(null));
  expect(screen.getByRole('link', { name: 'Choose Your Plan' })).toHaveAttribute('href', '#pricing');
  expect(screen.queryByRole('link', { name: 'Access Your API Docs' })).not.toBeInTheDocument();
});

it('starts the sign-in flow for a signed-out visitor', async () => {
  const session = fakeSession();
  renderHero(session);
  await userEvent.click(screen.getByRole('button', { name: 'Get Started' }));
  expect(session.redirectToLogin).toHaveBeenCalledTimes(1);
});

it('holds the button’s place, with nothing to press, until the session is known', () => {
  renderHero(fakeSession({ isPending: true, isFetching: true }));
  for (const name of ['Get Started', 'Choose Your Plan', 'Access Your API Docs']) {
    expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name })).not.toBeInTheDocument();
  }
  // A neutral state in the button's frame, not an empty box; silent, as the header announces the wait.
  const pending = screen.getByTestId('hero-action-pending');
  expect(pending).toHaveClass('action', 'actionPlaceholder');
  expect(pending).toHaveAttribute('aria-hidden', 'true');
  expect(pending.querySelector('.placeholderLabel')).toBeInTheDocument();
});

it('offers Learn More, which opens the site’s own documentation in the same tab', async () => {
  renderHero(fakeSession());
  const learnMore = screen.getByRole('link', { name: 'Learn More' });
  expect(learnMore).toHaveAttribute('href', '/documentation');
  expect(learnMore).not.toHaveAttribute('target');
  await userEvent.click(learnMore);
  expect(currentLocation()).toBe('/documentation');
});

it('is the page’s one h1', () => {
  renderHero(fakeSession());
  expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([
    'White-label banking APIs, ready for your brand',
  ]);
});
