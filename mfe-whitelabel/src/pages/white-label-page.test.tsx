import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { renderWithSession } from '../testing/render-with-session';
import { answerRoutes, reply } from '../testing/white-label-admin-fixtures';
import WhiteLabelPage from './white-label-page';

const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string) => screen.queryByRole('button', { name });

it('shows nothing but its heading while the session is pending, then the sign-in prompt', () => {
  const requests = answerRoutes({});
  const { updateSession } = renderWithSession(<WhiteLabelPage />, fakeSession({ isPending: true }));
  expect(heading().textContent).toBe('White-Label Configuration');
  expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.queryAllByRole('tab')).toEqual([]);

  updateSession(fakeSession());
  expect(screen.getByRole('heading', { level: 2, name: 'Sign in to configure your brand' })).toBeVisible();
  expect(requests).toHaveLength(0);
});

it('asks a signed-out visitor to sign in, and the button starts the sign-in flow', async () => {
  const session = fakeSession();
  renderWithSession(<WhiteLabelPage />, session);
  expect(heading().textContent).toBe('White-Label Configuration');
  expect(screen.queryAllByRole('tab')).toEqual([]);

  await userEvent.click(button('Sign in')!);
  expect(session.redirectToLogin).toHaveBeenCalledTimes(1);
});

it.each([
  ['without a subscription', null],
  ['on Starter', 'starter'],
  ['on Business', 'business'],
] as const)(
  'lets a user %s explore and preview, with an Enterprise upgrade instead of Save and Deploy',
  async (_case, planId) => {
    // Nothing is asked of the server: it would refuse (403) anyway.
    const requests = answerRoutes({});
    renderWithSession(<WhiteLabelPage />, signedInSession(planId));

    const banner = screen.getByRole('region', { name: 'Enterprise plan required' });
    expect(banner.textContent).toContain(WHITE_LABEL_MESSAGES.enterpriseRequired);
    const upgrade = within(banner).getByRole('link', { name: /^Upgrade to Enterprise/ });
    expect(upgrade).toHaveAttribute('href', '/#pricing');

    await userEvent.type(screen.getByLabelText('Company name'), ' Labs');
    expect(screen.getByRole('region', { name: 'Live preview' }).textContent).toContain('Your Company Labs');
    expect(button('Save')).not.toBeInTheDocument();
    // Only what the server accepted is ever downloaded, and nothing of theirs is saved.
    expect(button('Download Config')).toBeDisabled();
    expect(screen.getByText(/Saving is part of the Enterprise plan/)).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Deploy' }));
    expect(button('Deploy')).not.toBeInTheDocument();
    expect(screen.getByText(/Deploying is part of the Enterprise plan/)).toBeVisible();

    await userEvent.click(screen.getByRole('tab', { name: 'Manage' }));
    expect(screen.getByRole('heading', { name: 'Current configuration' })).toBeVisible();
    expect(requests).toHaveLength(0);
  },
);

it('tells a user whose provider has not verified their email why no plan applies', () => {
  const requests = answerRoutes({});
  const session = signedInSession(null);
  const user = { ...session.user!, google_user_data: { ...session.user!.google_user_data, email_verified: false } };
  renderWithSession(<WhiteLabelPage />, { ...session, user });
  expect(screen.getByText('Verify your email address with your sign-in provider to use your plan.')).toBeVisible();
  expect(screen.getByRole('region', { name: 'Enterprise plan required' })).toHaveTextContent(
    WHITE_LABEL_MESSAGES.enterpriseRequired,
  );
  expect(requests).toHaveLength(0);
});

it('gives an Enterprise subscriber the whole configurator with Save and Deploy, and no upgrade call', async () => {
  const requests = answerRoutes({ [`GET ${API_PATHS.whiteLabelConfig}`]: () => reply(200, { config: null }) });
  renderWithSession(<WhiteLabelPage />, signedInSession('enterprise'));

  expect(await screen.findByRole('button', { name: 'Save' })).toBeVisible();
  expect(button('Download Config')).toBeDisabled();
  expect(screen.queryByRole('region', { name: 'Enterprise plan required' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /Upgrade/ })).not.toBeInTheDocument();
  expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
    'Configure',
    'Deploy',
    'Manage',
    'Branding',
    'Colors',
    'Contact',
  ]);

  await userEvent.click(screen.getByRole('tab', { name: 'Deploy' }));
  expect((button('Deploy') as HTMLButtonElement).disabled).toBe(true);
  expect(requests).toHaveLength(1);
});

it('keeps its headings in order', async () => {
  answerRoutes({ [`GET ${API_PATHS.whiteLabelConfig}`]: () => reply(200, { config: null }) });
  renderWithSession(<WhiteLabelPage />, signedInSession('enterprise'));
  await screen.findByRole('button', { name: 'Save' });
  const levels = screen.getAllByRole('heading').map((element) => Number(element.tagName.slice(1)));
  expect(levels).toEqual([1, 2, 3]);
});
