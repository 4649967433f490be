import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@northvault/contracts/routes';
import { DEFAULT_WHITE_LABEL_CONFIG, WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { callsTo, deferred, fakeResponse, uninstallFetch } from '../../../testing/fake-fetch';
import {
  DEPLOY,
  deployButton,
  field,
  GET_CONFIG,
  noConfig,
  renderAdmin,
  SAVE_CONFIG,
  saveButton,
  savedConfig,
  tab,
} from '../../../testing/white-label-admin-fixtures';

afterEach(uninstallFetch);

describe('saving', () => {
  it('sends every field but id, organisation and active state, then says so and completes the first step', async () => {
    const fetchMock = renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () => fakeResponse(200, { id: 'cfg-1' }),
    });
    await saveButton();
    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), '  Aurora Bank ');
    await userEvent.click(await saveButton());

    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.saved);
    const { id: _id, organizationId: _org, isActive: _active, ...fields } = DEFAULT_WHITE_LABEL_CONFIG;
    expect(callsTo(fetchMock, 'POST', API_PATHS.whiteLabelConfig)).toEqual([{ ...fields, companyName: 'Aurora Bank' }]);

    // A later edit makes the message stale: it goes.
    await userEvent.type(field('Domain'), 'b');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await userEvent.click(tab('Deploy'));
    expect(screen.getByText('Configuration Saved').parentElement!.textContent).toContain('Done');
  });

  it('disables Save while the request is in flight', async () => {
    const answer = deferred<Response>();
    renderAdmin({ [GET_CONFIG]: noConfig, [SAVE_CONFIG]: () => answer.promise });
    await userEvent.click(await saveButton());
    expect((screen.getByRole('button', { name: 'Saving…' }) as HTMLButtonElement).disabled).toBe(true);
    answer.resolve(fakeResponse(200, { id: 'cfg-1' }));
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.saved);
  });

  it('shows the failure message with the field the server refused', async () => {
    renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () =>
        fakeResponse(400, {
          success: false,
          statusCode: 400,
          error: 'domain must be a host name',
          fields: { domain: 'domain must be a host name' },
        }),
    });
    await saveButton();
    await userEvent.type(field('Domain'), 'https://bank');
    await userEvent.click(await saveButton());
    // The field's own problem is announced too; the save failure is the alert that names it.
    const alert = (await screen.findByText(WHITE_LABEL_MESSAGES.saveFailed)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toBeTruthy();
    expect(within(alert).getByText('domain must be a host name')).toBeTruthy();
    expect(field('Domain').value).toBe('https://bank');
  });

  it.each([
    ['a server error', () => fakeResponse(500, { success: false, statusCode: 500, error: 'Internal server error' })],
    ['an answer that is not JSON', () => fakeResponse(502)],
    ['a success without an id', () => fakeResponse(200, {})],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows only the failure message on %s', async (_case, answer) => {
    renderAdmin({ [GET_CONFIG]: noConfig, [SAVE_CONFIG]: answer });
    await userEvent.click(await saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(WHITE_LABEL_MESSAGES.saveFailed);
  });
});

describe('deploying', () => {
  async function fillDeploySteps() {
    await userEvent.type(field('Domain'), 'bank.aurora.example');
    await userEvent.type(field('Logo URL'), 'https://cdn.aurora.example/logo.svg');
    await userEvent.type(field('Favicon URL'), 'https://cdn.aurora.example/favicon.ico');
  }

  it('offers Deploy only once saved, domain, logo and favicon are done; saves pending changes first', async () => {
    const fetchMock = renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () => fakeResponse(200, { id: 'cfg-1' }),
      [DEPLOY]: () => fakeResponse(200, { success: true }),
    });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Deploy');
    expect(deployButton().disabled).toBe(true);
    expect(screen.getByText('Complete the first three steps to deploy.')).toBeTruthy();

    await userEvent.click(tab('Configure'));
    await userEvent.click(await saveButton());
    await screen.findByRole('status');
    await userEvent.click(tab('Deploy'));
    expect(deployButton().disabled).toBe(true);

    await userEvent.click(tab('Configure'));
    await fillDeploySteps();
    await userEvent.click(tab('Deploy'));
    for (const step of ['Configuration Saved', 'Domain Setup', 'Assets Uploaded']) {
      expect(screen.getByText(step).parentElement!.textContent).toContain('Done');
    }
    expect(screen.getByText('Platform Deployed').parentElement!.textContent).not.toContain('Done');
    expect(deployButton().disabled).toBe(false);

    await userEvent.click(deployButton());
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.deployed);
    expect(deployButton().textContent).toBe('Platform Active');
    expect(deployButton().disabled).toBe(true);
    expect(screen.getByText('Platform Deployed').parentElement!.textContent).toContain('Done');

    const saves = callsTo(fetchMock, 'POST', API_PATHS.whiteLabelConfig);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({
      domain: 'bank.aurora.example',
      faviconUrl: 'https://cdn.aurora.example/favicon.ico',
    });
    expect(callsTo(fetchMock, 'POST', API_PATHS.whiteLabelDeploy)).toEqual([{ configId: 'cfg-1' }]);
  });

  it('deploys a saved configuration as it is, and disables the button while deploying', async () => {
    const answer = deferred<Response>();
    const fetchMock = renderAdmin({
      [GET_CONFIG]: () => fakeResponse(200, { config: savedConfig }),
      [DEPLOY]: () => answer.promise,
    });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    expect(deployButton().textContent).toBe('Deploying…');
    expect(deployButton().disabled).toBe(true);

    answer.resolve(fakeResponse(200, { success: true }));
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.deployed);
    expect(deployButton().textContent).toBe('Platform Active');
    expect(callsTo(fetchMock, 'POST', API_PATHS.whiteLabelConfig)).toEqual([]);
    expect(callsTo(fetchMock, 'POST', API_PATHS.whiteLabelDeploy)).toEqual([{ configId: 'cfg-42' }]);
  });

  it('says deployment failed, with the server’s reason when steps are missing', async () => {
    renderAdmin({
      [GET_CONFIG]: () => fakeResponse(200, { config: savedConfig }),
      [DEPLOY]: () =>
        fakeResponse(400, { success: false, statusCode: 400, error: WHITE_LABEL_MESSAGES.stepsIncomplete }),
    });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(WHITE_LABEL_MESSAGES.deployFailed)).toBeTruthy();
    expect(within(alert).getByText(WHITE_LABEL_MESSAGES.stepsIncomplete)).toBeTruthy();
    expect(deployButton().textContent).toBe('Deploy');
    expect(deployButton().disabled).toBe(false);
  });

  it.each([
    ['a server error', () => fakeResponse(500, { success: false, statusCode: 500, error: 'Internal server error' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows only the failure message on %s', async (_case, answer) => {
    renderAdmin({ [GET_CONFIG]: () => fakeResponse(200, { config: savedConfig }), [DEPLOY]: answer });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    expect((await screen.findByRole('alert')).textContent).toBe(WHITE_LABEL_MESSAGES.deployFailed);
  });

  it('does not deploy when saving the pending changes fails, and says why', async () => {
    const fetchMock = renderAdmin({
      [GET_CONFIG]: () => fakeResponse(200, { config: savedConfig }),
      [SAVE_CONFIG]: () =>
        fakeResponse(400, { success: false, statusCode: 400, error: 'logoUrl must be an http(s) URL' }),
    });
    await userEvent.type(await screen.findByLabelText('Logo URL'), '?v=2 x');
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WHITE_LABEL_MESSAGES.deployFailed);
    expect(alert.textContent).toContain(WHITE_LABEL_MESSAGES.saveFailed);
    expect(alert.textContent).toContain('logoUrl must be an http(s) URL');
    expect(callsTo(fetchMock, 'POST', API_PATHS.whiteLabelDeploy)).toEqual([]);
  });
});
