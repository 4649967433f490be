import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROUTES } from '@northvault/contracts/routes';
import { fakeSession } from '@northvault/session/testing';
import { SiteFooter } from '@northvault/ui/site-footer';
import { renderPage } from '../testing/render-page';
import DocumentationPage from './documentation-page';

const SECTIONS = [
  'Introduction',
  'Prerequisites',
  'Installation',
  'Security',
  'API Integration and Plan Limits',
  'Support',
];

const scrollIntoView = jest.fn();
beforeEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

function openAt(url: string) {
  return renderPage(<DocumentationPage />, { session: fakeSession(), url, path: ROUTES.documentation });
}

const trigger = (name: string) => screen.getByRole('button', { name });
const expanded = () => SECTIONS.filter((name) => trigger(name).getAttribute('aria-expanded') === 'true');

it('shows the six sections under the page heading, with only the first open', () => {
  openAt('/documentation');
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Documentation');
  expect(
    screen
      .getAllByRole('heading', { level: 2 })
      .slice(0, 6)
      .map((h) => h.textContent),
  ).toEqual(SECTIONS);
  expect(expanded()).toEqual(['Introduction']);
  expect(scrollIntoView).not.toHaveBeenCalled();
});

it('links back home and on to the API documentation', () => {
  openAt('/documentation');
  const nav = screen.getByRole('navigation', { name: 'Documentation' });
  expect(within(nav).getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
  expect(within(nav).getByRole('link', { name: /API Documentation/ })).toHaveAttribute('href', '/api-docs');
});

it('opens the section the URL names and scrolls to it', () => {
  openAt('/documentation#security');
  expect(expanded()).toEqual(['Security']);
  expect(document.getElementById('security')?.contains(trigger('Security'))).toBe(true);
  expect(scrollIntoView.mock.contexts).toContain(document.getElementById('security'));
});

it('opens Installation for #white-label and scrolls to the white-label setup inside it', () => {
  openAt('/documentation#white-label');
  expect(expanded()).toEqual(['Installation']);
  const target = document.getElementById('white-label')!;
  expect(target.textContent).toContain('White-label setup (Enterprise)');
  expect(scrollIntoView.mock.contexts).toContain(target);
});

it('opens a section when the hash changes on the page, for example from the footer', async () => {
  const user = userEvent.setup();
  // The shell's layout puts the site footer under every page: here it sits beside the page as it does there.
  renderPage(
    <>
      <DocumentationPage />
      <SiteFooter />
    </>,
    { session: fakeSession(), url: '/documentation', path: ROUTES.documentation },
  );
  const footer = screen.getByRole('navigation', { name: 'API reference' });

  await user.click(within(footer).getByRole('link', { name: 'Security' }));
  expect(expanded()).toEqual(['Introduction', 'Security']);
  expect(scrollIntoView.mock.contexts).toContain(document.getElementById('security'));

  // Closed by the reader, then asked for again: the link opens it again.
  await user.click(trigger('Security'));
  expect(expanded()).toEqual(['Introduction']);
  await user.click(within(footer).getByRole('link', { name: 'Security' }));
  expect(expanded()).toEqual(['Introduction', 'Security']);
});

it('toggles sections from the keyboard', async () => {
  const user = userEvent.setup();
  openAt('/documentation');
  trigger('Prerequisites').focus();
  await user.keyboard('{Enter}');
  expect(expanded()).toEqual(['Introduction', 'Prerequisites']);
  trigger('Introduction').focus();
  await user.keyboard(' ');
  expect(expanded()).toEqual(['Prerequisites']);
});

it('gives each plan’s support channels and hours, with 24/7 for Enterprise only', () => {
  openAt('/documentation#support');
  const plans = within(document.getElementById('support')!)
    .getAllByRole('listitem')
    .map((item) => item.textContent)
    .filter((text) => /^(Starter|Business|Enterprise):/.test(text ?? ''));
  expect(plans).toEqual([
    'Starter: Email support. Email and support tickets. Email replies within 24 hours; tickets by their priority’s response target.',
    'Business: Priority support. Email, support tickets and phone. Phone on weekdays, 08:00–20:00 UK time; your tickets are answered first.',
    'Enterprise: 24/7 dedicated support. Email, support tickets, phone and a named support engineer. Phone 24/7, every day of the year.',
  ]);
  expect(document.getElementById('support')!.textContent).not.toMatch(/live chat/i);
});
