import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@northvault/contracts/routes';
import { DEFAULT_WHITE_LABEL_CONFIG, WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { deferred } from '@northvault/ui/testing/deferred';
import {
  bodiesSentTo,
  brandOf,
  DEPLOY,
  deployButton,
  draftServer,
  field,
  GET_CONFIG,
  noConfig,
  renderAdmin,
  reply,
  SAVE_CONFIG,
  saveButton,
  savedConfig,
  stateOf,
  tab,
  version,
} from '../testing/white-label-admin-fixtures';

describe('saving', () => {
  it('sends every field but id, organisation and active state, then says so and completes the first step', async () => {
    const { routes } = draftServer();
    const { requests } = renderAdmin(routes);
    await saveButton();
    await userEvent.clear(field('Company name'));
    await userEvent.type(field('Company name'), '  Aurora Bank ');
    await userEvent.click(await saveButton());

    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.saved);
    const { id: _id, organizationId: _org, isActive: _active, ...fields } = DEFAULT_WHITE_LABEL_CONFIG;
    expect(await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelConfig)).toEqual([
      { ...fields, companyName: 'Aurora Bank' },
    ]);

    // A later edit makes the message stale: it goes.
    await userEvent.type(field('Domain'), 'b');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await userEvent.click(tab('Deploy'));
    expect(screen.getByText('Configuration Saved').parentElement!.textContent).toContain('Done');
  });

  it('disables Save while the request is in flight', async () => {
    const answer = deferred<Response>();
    renderAdmin({ [GET_CONFIG]: noConfig, [SAVE_CONFIG]: () => answer.promise });
    await userEvent.click(await saveButton());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    answer.resolve(reply(200, { id: 'cfg-1' }));
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.saved);
  });

  it('says to correct the fields the server refused, with its sentences, and never to try again', async () => {
    const sentence = 'The domain must be a host name such as bank.example.com.';
    renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () =>
        reply(400, { success: false, statusCode: 400, error: sentence, fields: { domain: sentence } }),
    });
    await saveButton();
    await userEvent.type(field('Domain'), 'https://bank');
    await userEvent.click(await saveButton());
    // The field's own problem is announced too; the save failure is the alert that names it.
    const alert = (await screen.findByText(WHITE_LABEL_MESSAGES.saveRefused)).closest<HTMLElement>('[role="alert"]');
    expect(alert).toBeInTheDocument();
    expect(within(alert!).getByText(sentence)).toBeVisible();
    expect(alert!.textContent).not.toMatch(/try again/i);
    expect(field('Domain').value).toBe('https://bank');
  });

  it('words a refused contact email as every other form does, without the property’s name', async () => {
    renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () =>
        reply(400, {
          success: false,
          statusCode: 400,
          error: 'Invalid email address',
          fields: { contactEmail: 'Invalid email address' },
        }),
    });
    await userEvent.click(await saveButton());
    const alert = (await screen.findByText(WHITE_LABEL_MESSAGES.saveRefused)).closest<HTMLElement>('[role="alert"]');
    expect(alert!.textContent).toBe(`${WHITE_LABEL_MESSAGES.saveRefused}Invalid email address`);
    expect(alert!.textContent).not.toContain('contactEmail');
  });

  it('marks each field the server refused with its sentence under it, until the next edit', async () => {
    const sentence = 'The domain must be a host name such as bank.example.com.';
    renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () =>
        reply(400, { success: false, statusCode: 400, error: sentence, fields: { domain: sentence } }),
    });
    await userEvent.click(await saveButton());
    await screen.findByText(WHITE_LABEL_MESSAGES.saveRefused);

    expect(field('Domain')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Domain')).toHaveAccessibleDescription(
      `${sentence} Where your platform will live, e.g. bank.example.com`,
    );
    expect(field('Company name')).not.toHaveAttribute('aria-invalid');

    await userEvent.type(field('Domain'), 'bank.example.com');
    expect(field('Domain')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(sentence)).not.toBeInTheDocument();
  });

  it('lists refused fields in a focused summary whose links open the field’s section; fixing one removes its line', async () => {
    const domain = 'The domain must be a host name such as bank.example.com.';
    const email = 'Invalid email address';
    renderAdmin({
      [GET_CONFIG]: noConfig,
      [SAVE_CONFIG]: () =>
        reply(400, { success: false, statusCode: 400, error: email, fields: { contactEmail: email, domain } }),
    });
    await userEvent.click(await saveButton());

    const summary = await screen.findByRole('alert', { name: WHITE_LABEL_MESSAGES.saveRefused });
    expect(summary).toHaveFocus();
    // In the order of the fields on the page, whatever order the server gave; no second alert by Save.
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([domain, email]);
    expect(screen.getAllByRole('alert')).toEqual([summary]);

    // The contact email is in the Contact section, closed: its link opens it and focuses the field.
    expect(screen.queryByLabelText('Contact email')).not.toBeInTheDocument();
    await userEvent.click(within(summary).getByRole('link', { name: email }));
    expect(tab('Contact')).toHaveAttribute('aria-selected', 'true');
    expect(field('Contact email')).toHaveFocus();
    expect(field('Contact email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Contact email')).toHaveAccessibleDescription(email);

    await userEvent.type(field('Contact email'), 'grace@example.com');
    expect(field('Contact email')).not.toHaveAttribute('aria-invalid');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([domain]);

    await userEvent.click(within(summary).getByRole('link', { name: domain }));
    expect(tab('Branding')).toHaveAttribute('aria-selected', 'true');
    expect(field('Domain')).toHaveFocus();
    await userEvent.type(field('Domain'), 'bank.example.com');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', () => reply(500, { success: false, statusCode: 500, error: 'Internal server error' })],
    ['an answer that is not JSON', () => reply(502)],
    ['a success without an id', () => reply(200, {})],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows only the failure message on %s', async (_case, answer) => {
    renderAdmin({ [GET_CONFIG]: noConfig, [SAVE_CONFIG]: answer });
    await userEvent.click(await saveButton());
    expect((await screen.findByRole('alert')).textContent).toBe(WHITE_LABEL_MESSAGES.saveFailed);
  });
});

describe('deploying', () => {
  async function fillDeploySteps() {
    await userEvent.type(field('Domain'), 'aurora.localhost');
    await userEvent.type(field('Logo URL'), 'https://cdn.aurora.example/logo.svg');
    await userEvent.type(field('Favicon URL'), 'https://cdn.aurora.example/favicon.ico');
  }

  it('offers Deploy once saved with a domain set up, a logo and a favicon; saves pending changes first', async () => {
    const { routes } = draftServer();
    const { requests } = renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Deploy');
    expect(deployButton().disabled).toBe(true);
    expect(screen.getByText('Complete the first three steps to deploy.')).toBeVisible();

    await userEvent.click(tab('Configure'));
    await fillDeploySteps();
    await userEvent.click(tab('Deploy'));
    // Typed, not saved: the domain is not set up until the server has it.
    expect(screen.getByText('Domain Setup').parentElement!.textContent).not.toContain('Done');
    expect(screen.getByText('Save your configuration to set up aurora.localhost.')).toBeVisible();

    await userEvent.click(tab('Configure'));
    await userEvent.click(await saveButton());
    await screen.findByRole('status');
    await userEvent.click(tab('Deploy'));
    for (const step of ['Configuration Saved', 'Domain Setup', 'Assets Uploaded']) {
      expect(screen.getByText(step).parentElement!.textContent).toContain('Done');
    }
    expect(
      screen.getByText('aurora.localhost is a development domain: this machine serves it without any DNS set-up.'),
    ).toBeVisible();
    expect(screen.getByText('Platform Deployed').parentElement!.textContent).not.toContain('Done');
    expect(deployButton().disabled).toBe(false);

    await userEvent.click(deployButton());
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.deployed);
    expect(deployButton().textContent).toBe('Platform Active');
    expect(deployButton().disabled).toBe(true);
    expect(screen.getByText('Platform Deployed').parentElement!.textContent).toContain('Done');
    expect(screen.getByRole('link', { name: 'aurora.localhost' })).toHaveAttribute('href', 'http://aurora.localhost/');

    expect(await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelDeploy)).toEqual([{ configId: 'cfg-1' }]);
  });

  it('reads Deploy changes after a change, and Platform Active again once it is live', async () => {
    const { routes, server } = draftServer(savedConfig);
    server.live = version(1, brandOf(savedConfig), { live: true });
    server.versions = [server.live];
    const { requests } = renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Platform Active');

    await userEvent.click(tab('Configure'));
    await userEvent.click(tab('Colors'));
    await userEvent.click(screen.getByRole('button', { name: 'Crimson' }));
    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Deploy changes');
    expect(screen.getByText('Your latest changes are saved first, then deployed.')).toBeVisible();

    await userEvent.click(deployButton());
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.deployed);
    expect(deployButton().textContent).toBe('Platform Active');
    expect(screen.getByText(/Your platform is live at/).textContent).toContain('(version 2)');
    const saves = await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelConfig);
    expect(saves).toEqual([expect.objectContaining({ primaryColor: '#b91c1c' })]);
  });

  it('disables the button while deploying', async () => {
    const answer = deferred<Response>();
    const { requests } = renderAdmin({
      [GET_CONFIG]: () => stateOf(savedConfig),
      [DEPLOY]: () => answer.promise,
    });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    expect(deployButton().textContent).toBe('Deploying…');
    expect(deployButton().disabled).toBe(true);

    answer.resolve(reply(200, { success: true, version: version(1, brandOf(savedConfig), { live: true }) }));
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.deployed);
    expect(await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelConfig)).toEqual([]);
    expect(await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelDeploy)).toEqual([{ configId: 'cfg-42' }]);
  });

  it('says deployment failed, with every reason the server gave', async () => {
    renderAdmin({
      [GET_CONFIG]: () => stateOf(savedConfig),
      [DEPLOY]: () =>
        reply(400, {
          success: false,
          statusCode: 400,
          error: 'logoUrl could not be fetched: the server answered HTTP 404.',
          fields: {
            logoUrl: 'logoUrl could not be fetched: the server answered HTTP 404.',
            faviconUrl: 'faviconUrl could not be fetched: it is larger than 512 KB.',
          },
        }),
    });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(WHITE_LABEL_MESSAGES.deployFailed)).toBeVisible();
    expect(within(alert).getByText('logoUrl could not be fetched: the server answered HTTP 404.')).toBeVisible();
    expect(within(alert).getByText('faviconUrl could not be fetched: it is larger than 512 KB.')).toBeVisible();
    expect(deployButton().textContent).toBe('Deploy');
    expect(deployButton().disabled).toBe(false);
  });

  it.each([
    ['a server error', () => reply(500, { success: false, statusCode: 500, error: 'Internal server error' })],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('shows only the failure message on %s', async (_case, answer) => {
    renderAdmin({ [GET_CONFIG]: () => stateOf(savedConfig), [DEPLOY]: answer });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    expect((await screen.findByRole('alert')).textContent).toBe(WHITE_LABEL_MESSAGES.deployFailed);
  });

  it('does not deploy when saving the pending changes fails, and says why', async () => {
    const { requests } = renderAdmin({
      [GET_CONFIG]: () => stateOf(savedConfig),
      [SAVE_CONFIG]: () => reply(400, { success: false, statusCode: 400, error: 'logoUrl must be an http(s) URL' }),
    });
    await userEvent.type(await screen.findByLabelText('Logo URL'), '?v=2 x');
    await userEvent.click(tab('Deploy'));
    await userEvent.click(deployButton());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(WHITE_LABEL_MESSAGES.deployFailed);
    expect(alert.textContent).toContain(WHITE_LABEL_MESSAGES.saveFailed);
    expect(alert.textContent).toContain('logoUrl must be an http(s) URL');
    expect(await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelDeploy)).toEqual([]);
  });

  it('keeps Deploy off while the colours fail the contrast gate', async () => {
    renderAdmin({ [GET_CONFIG]: () => stateOf({ ...savedConfig, primaryColor: '#7a7a7a' }) });
    await saveButton();
    await userEvent.click(tab('Deploy'));
    expect(deployButton().disabled).toBe(true);
    expect(screen.getByText('Fix the contrast of your colors on the Configure tab to deploy.')).toBeVisible();
  });
});
