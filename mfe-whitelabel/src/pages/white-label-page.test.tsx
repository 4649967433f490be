import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { fakeResponse, installFetch, uninstallFetch } from '../testing/fake-fetch';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { renderWithSession } from '../testing/render-with-session';
import WhiteLabelPage from './white-label-page';

afterEach(uninstallFetch);

const heading = () => screen.getByRole('heading', { level: 1 });
const button = (name: string) => screen.queryByRole('button', { name });

it('shows nothing but its heading while the session is pending, then the sign-in prompt', () => {
  const fetchMock = installFetch({});
  const { updateSession } = renderWithSession(<WhiteLabelPage />, fakeSession({ isPending: true }));
  expect(heading().textContent).toBe('White-Label Configuration');
  expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
  expect(screen.queryAllByRole('button')).toEqual([]);
  expect(screen.queryAllByRole('tab')).toEqual([]);

  updateSession(fakeSession());
  expect(screen.getByRole('heading', { level: 2, name: 'Sign in to configure your brand' })).toBeTruthy();
  expect(fetchMock).not.toHaveBeenCalled();
});

it('asks a signed-out visitor to sign in, and the button starts the sign-in flow', async () => {
  installFetch({});
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
    const fetchMock = installFetch({});
    renderWithSession(<WhiteLabelPage />, signedInSession(planId));

    const banner = screen.getByRole('region', { name: 'Enterprise plan required' });
    expect(banner.textContent).toContain(WHITE_LABEL_MESSAGES.enterpriseRequired);
    const upgrade = within(banner).getByRole('link', { name: /^Upgrade to Enterprise/ });
    expect(upgrade.getAttribute('href')).toBe('/#pricing');

    await userEvent.type(screen.getByLabelText('Company name'), ' Labs');
    expect(screen.getByRole('region', { name: 'Live preview' }).textContent).toContain('Your Company Labs');
    expect(button('Save')).toBeNull();
    expect(button('Download Config')).toBeTruthy();
    expect(screen.getByText(/Saving is part of the Enterprise plan/)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Deploy' }));
    expect(button('Deploy')).toBeNull();
    expect(screen.getByText(/Deploying is part of the Enterprise plan/)).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'Manage' }));
    expect(screen.getByRole('heading', { name: 'Current configuration' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  },
);

it('gives an Enterprise subscriber the whole configurator with Save and Deploy, and no upgrade call', async () => {
  const fetchMock = installFetch({ [`GET ${API_PATHS.whiteLabelConfig}`]: () => fakeResponse(200, { config: null }) });
  renderWithSession(<WhiteLabelPage />, signedInSession('enterprise'));

  expect(await screen.findByRole('button', { name: 'Save' })).toBeTruthy();
  expect(button('Download Config')).toBeTruthy();
  expect(screen.queryByRole('region', { name: 'Enterprise plan required' })).toBeNull();
  expect(screen.queryByRole('link', { name: /Upgrade/ })).toBeNull();
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
  expect(fetchMock).toHaveBeenCalledTimes(1);
});

it('keeps its headings in order', async () => {
  installFetch({ [`GET ${API_PATHS.whiteLabelConfig}`]: () => fakeResponse(200, { config: null }) });
  renderWithSession(<WhiteLabelPage />, signedInSession('enterprise'));
  await screen.findByRole('button', { name: 'Save' });
  const levels = screen.getAllByRole('heading').map((element) => Number(element.tagName.slice(1)));
  expect(levels).toEqual([1, 2, 3]);
});
