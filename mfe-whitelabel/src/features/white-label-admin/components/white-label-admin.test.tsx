import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_WHITE_LABEL_CONFIG, PURPLE_NIGHT_GRADIENT } from '@northvault/contracts/white-label';
import { deferred, fakeResponse, uninstallFetch } from '../../../testing/fake-fetch';
import {
  DEPLOYMENTS,
  deployButton,
  field,
  frame,
  GET_CONFIG,
  noConfig,
  preview,
  renderAdmin,
  saveButton,
  savedConfig,
  tab,
} from '../../../testing/white-label-admin-fixtures';

afterEach(uninstallFetch);

describe('live preview', () => {
  it('updates as the user types the company name, logo, colours, gradient and font', async () => {
    renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    expect(preview().textContent).toContain('Your Company');
    expect(frame().style.getPropertyValue('--preview-background')).toBe(PURPLE_NIGHT_GRADIENT);

    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), 'Aurora Bank');
    expect(preview().textContent).toContain('Aurora Bank');

    await userEvent.type(field('Logo URL'), 'https://cdn.example.com/logo.svg');
    expect(within(preview()).getByRole('img', { name: 'Aurora Bank logo' }).getAttribute('src')).toBe(
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
    expect(primary.getAttribute('aria-invalid')).toBe('true');
    await userEvent.type(primary, '1');
    expect(frame().style.getPropertyValue('--preview-primary')).toBe('#0369a1');
    expect((screen.getByLabelText('Primary color picker') as HTMLInputElement).value).toBe('#0369a1');

    await userEvent.click(screen.getByRole('radio', { name: 'Forest' }));
    expect(frame().style.getPropertyValue('--preview-background')).toContain('#064e3b');

    await userEvent.click(screen.getByRole('button', { name: 'Emerald' }));
    expect(screen.getByRole('button', { name: 'Emerald' }).getAttribute('aria-pressed')).toBe('true');
    expect(frame().style.getPropertyValue('--preview-accent')).toBe('#fbbf24');
    expect(field('Primary color').value).toBe('#047857');
  });

  it('warns when white text on the primary colour falls below WCAG AA, and says which text passes', async () => {
    renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    const warning = within(preview()).getByText(/below the WCAG AA minimum of 4.5:1/);
    expect(warning.textContent).toContain('White text on #8080ff is 3.25:1');
    expect(warning.textContent).toContain('Black text passes at 6.44:1');
    expect(frame().style.getPropertyValue('--preview-on-primary')).toBe('#000000');

    await userEvent.click(tab('Colors'));
    await userEvent.click(screen.getByRole('button', { name: 'Ocean' }));
    expect(within(preview()).queryByText(/below the WCAG AA minimum/)).toBeNull();
    expect(preview().textContent).toContain('meets WCAG AA (4.5:1)');
    expect(frame().style.getPropertyValue('--preview-on-primary')).toBe('#ffffff');
  });
});

describe('loading the saved configuration', () => {
  it('replaces the form with it, id, organisation and active state included', async () => {
    renderAdmin({
      [GET_CONFIG]: () => fakeResponse(200, { config: { ...savedConfig, isActive: true } }),
      [DEPLOYMENTS]: () => fakeResponse(200, { deployments: [] }),
    });
    expect((await screen.findByLabelText('Company name')) as HTMLInputElement).toHaveProperty('value', 'Aurora Bank');
    expect(field('Domain').value).toBe('bank.aurora.example');
    expect(field('Logo URL').value).toBe(savedConfig.logoUrl);
    expect((screen.getByLabelText('Font') as HTMLSelectElement).value).toBe('Lato');
    await userEvent.click(tab('Contact'));
    expect(field('Contact email').value).toBe('help@aurora.example');
    await userEvent.click(tab('Colors'));
    expect(field('Primary color').value).toBe('#0369a1');
    expect((screen.getByRole('radio', { name: 'Forest' }) as HTMLInputElement).checked).toBe(true);

    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Platform Active');
    expect(deployButton().disabled).toBe(true);

    await userEvent.click(tab('Manage'));
    const summary = screen.getByRole('region', { name: 'Current configuration' });
    expect(summary.textContent).toContain('cfg-42');
    expect(summary.textContent).toContain('org-7');
    expect(summary.textContent).toContain('Active');
  });

  it('holds the form back until the answer is in, so nothing typed is overwritten', async () => {
    const answer = deferred<Response>();
    renderAdmin({ [GET_CONFIG]: () => answer.promise });
    expect(screen.getByText('Loading your configuration…')).toBeTruthy();
    expect(screen.queryByLabelText('Company name')).toBeNull();
    answer.resolve(fakeResponse(200, { config: savedConfig }));
    expect(((await screen.findByLabelText('Company name')) as HTMLInputElement).value).toBe('Aurora Bank');
  });

  it('starts from the defaults of SPEC section 3 when nothing is saved yet', async () => {
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
    [
      'an error status',
      () => fakeResponse(403, { success: false, error: 'Enterprise is required' }),
      'HTTP status 403',
    ],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
  ])('logs a failure (%s) without showing it, and keeps the defaults', async (_case, answer, logged) => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAdmin({ [GET_CONFIG]: answer });
    await saveButton();
    expect(log).toHaveBeenCalledWith(expect.objectContaining({ message: expect.stringContaining(logged) }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field('Company name').value).toBe('Your Company');
  });
});

it('switches the admin tabs with the arrow keys', async () => {
  renderAdmin({ [GET_CONFIG]: noConfig });
  await saveButton();
  tab('Configure').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('Deploy'));
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Deploy your platform');
  await userEvent.keyboard('{End}');
  expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Manage your platform');
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('Configure'));

  tab('Branding').focus();
  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tab('Contact'));
  expect(field('Contact phone').type).toBe('tel');
  expect(field('Contact email').type).toBe('email');
});
