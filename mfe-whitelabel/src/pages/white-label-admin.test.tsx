import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WHITE_LABEL_CONFIG, PURPLE_NIGHT_GRADIENT } from '@northvault/contracts/white-label';
import { deferred } from '@northvault/ui/testing/deferred';
import {
  AUDIT,
  brandOf,
  deployButton,
  field,
  frame,
  GET_CONFIG,
  noConfig,
  preview,
  renderAdmin,
  reply,
  saveButton,
  savedConfig,
  stateOf,
  tab,
  version,
  VERSIONS,
  noHistory,
} from '../testing/white-label-admin-fixtures';

describe('live preview', () => {
  // Font stylesheets stay in the document, as in a browser: each test starts without them.
  afterEach(() => document.head.querySelectorAll('link[rel="stylesheet"]').forEach((link) => link.remove()));

  it('updates as the user types the company name, logo, colours, gradient and font', async () => {
    renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    expect(preview().textContent).toContain('Your Company');
    expect(frame().style.getPropertyValue('--preview-background')).toBe(PURPLE_NIGHT_GRADIENT);

    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'Aurora Bank');
    expect(preview().textContent).toContain('Aurora Bank');

    await userEvent.type(field('Logo URL'), 'https://cdn.example.com/logo.svg');
    expect(within(preview()).getByRole('img', { name: 'Aurora Bank logo' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/logo.svg',
    );

    await userEvent.selectOptions(screen.getByLabelText('Font'), 'Poppins');
    expect(frame().style.getPropertyValue('--preview-font')).toMatch(/^'Poppins', /);

    await userEvent.click(tab('Colors'));
    const primary = field('Primary color');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#0369a');
    // Not a colour yet: the preview keeps the last complete one.
    expect(frame().style.getPropertyValue('--preview-primary')).toBe('#8080ff');
    expect(primary).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(primary, '1');
    expect(frame().style.getPropertyValue('--preview-primary')).toBe('#0369a1');
    expect((screen.getByLabelText('Primary color picker') as HTMLInputElement).value).toBe('#0369a1');

    await userEvent.click(screen.getByRole('radio', { name: 'Forest' }));
    expect(frame().style.getPropertyValue('--preview-background')).toContain('#064e3b');

    await userEvent.click(screen.getByRole('button', { name: 'Emerald' }));
    expect(screen.getByRole('button', { name: 'Emerald' })).toHaveAttribute('aria-pressed', 'true');
    expect(frame().style.getPropertyValue('--preview-accent')).toBe('#fbbf24');
    expect(field('Primary color').value).toBe('#047857');
  });

  it('shows the publish gate’s contrast checks: the default passes, a colour no text can be read on fails', async () => {
    renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    expect(preview().textContent).toContain('Contrast check passed (WCAG AA, 4.5:1)');
    expect(preview().textContent).toContain('Text on the primary color: #0f172a on #8080ff is 5.48:1.');
    expect(preview().textContent).toContain('Text on the background: #cbd5e1 on #4c1d95 is 7.37:1.');
    // Light primary: the ink, not white, is the text on it.
    expect(frame().style.getPropertyValue('--preview-on-primary')).toBe('#0f172a');

    await userEvent.click(tab('Colors'));
    await userEvent.click(screen.getByRole('button', { name: 'Ocean' }));
    expect(frame().style.getPropertyValue('--preview-on-primary')).toBe('#ffffff');

    const primary = field('Primary color');
    await userEvent.clear(primary);
    await userEvent.type(primary, '#7a7a7a');
    expect(preview().textContent).toContain('Contrast too low to deploy');
    expect(preview().textContent).toContain(
      'Text on the primary color is below WCAG AA: #ffffff on #7a7a7a is 4.29:1, under 4.5:1.',
    );
  });

  it('loads the chosen font, and only that one', async () => {
    renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    const fontLinks = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) =>
        link.getAttribute('href'),
      );
    expect(fontLinks()).toEqual(['/fonts/inter.css']);
    await userEvent.selectOptions(screen.getByLabelText('Font'), 'Montserrat');
    expect(fontLinks()).toEqual(['/fonts/inter.css', '/fonts/montserrat.css']);
    expect(frame().style.getPropertyValue('--preview-font')).toMatch(/^'Montserrat', 'Montserrat Fallback', /);
  });
});

describe('loading the saved configuration', () => {
  it('replaces the form with it, id, organisation and active state included', async () => {
    renderAdmin({
      [GET_CONFIG]: () =>
        stateOf(
          { ...savedConfig, isActive: true },
          { live: version(1, brandOf(savedConfig), { live: true }), upToDate: true },
        ),
      [VERSIONS]: () => reply(200, { versions: [version(1, brandOf(savedConfig), { live: true })] }),
      [AUDIT]: noHistory,
    });
    expect((await screen.findByLabelText('Company name')) as HTMLInputElement).toHaveValue('Aurora Bank');
    expect(field('Domain').value).toBe('aurora.localhost');
    expect(field('Logo URL').value).toBe(savedConfig.logoUrl);
    expect((screen.getByLabelText('Font') as HTMLSelectElement).value).toBe('Lato');
    await userEvent.click(tab('Contact'));
    expect(field('Contact email').value).toBe('help@aurora.example');
    await userEvent.click(tab('Colors'));
    expect(field('Primary color').value).toBe('#0369a1');
    expect(screen.getByRole('radio', { name: 'Forest' })).toBeChecked();

    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Platform Active');
    expect(deployButton().disabled).toBe(true);

    await userEvent.click(tab('Manage'));
    const summary = screen.getByRole('region', { name: 'Current configuration' });
    expect(summary.textContent).toContain('cfg-42');
    expect(summary.textContent).toContain('org-7');
    expect(summary.textContent).toContain('Active: version 1 on aurora.localhost');
  });

  it('holds the form back until the answer is in, so nothing typed is overwritten', async () => {
    const answer = deferred<Response>();
    renderAdmin({ [GET_CONFIG]: () => answer.promise });
    expect(screen.getByText('Loading your configuration…')).toBeVisible();
    expect(screen.queryByLabelText('Company name')).not.toBeInTheDocument();
    answer.resolve(stateOf(savedConfig));
    expect(((await screen.findByLabelText('Company name')) as HTMLInputElement).value).toBe('Aurora Bank');
  });

  it('starts from the defaults when nothing is saved yet', async () => {
    renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    expect(field('Company name').value).toBe(DEFAULT_WHITE_LABEL_CONFIG.companyName);
    expect((screen.getByLabelText('Font') as HTMLSelectElement).value).toBe('Inter');
    await userEvent.click(tab('Manage'));
    const summary = screen.getByRole('region', { name: 'Current configuration' });
    expect(summary.textContent).toContain('demo-org-123 (placeholder until the first save)');
    expect(summary.textContent).toContain('Not deployed');
  });

  it.each([
    ['an error status', () => reply(403, { success: false, error: 'Enterprise is required' }), 'HTTP status 403'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('logs a failure (%s) without showing it, and keeps the defaults', async (_case, answer, logged) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin({ [GET_CONFIG]: answer });
    await saveButton();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(logged) }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Company name').value).toBe('Your Company');
  });
});

it('switches the admin tabs with the arrow keys', async () => {
  renderAdmin({ [GET_CONFIG]: noConfig });
  await saveButton();
  tab('Configure').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Deploy')).toHaveFocus();
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Deploy your platform');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Manage your platform');
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Configure')).toHaveFocus();

  tab('Branding').focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Contact')).toHaveFocus();
  expect(field('Contact phone').type).toBe('tel');
  expect(field('Contact email').type).toBe('email');
});
