import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhiteLabelAuditEntry } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { deferred } from '@northvault/ui/testing/deferred';
import {
  AUDIT,
  bodiesSentTo,
  brandOf,
  DEACTIVATE,
  deployButton,
  draftServer,
  GET_CONFIG,
  noConfig,
  renderAdmin,
  reply,
  rollbackRoute,
  saveButton,
  savedConfig,
  tab,
  version,
  VERSIONS,
} from '../testing/white-label-admin-fixtures';

const first = brandOf(savedConfig);
const second = { ...first, primaryColor: '#b91c1c' };

/** A server where version 2 is live and the draft is version 2. */
function twoVersions() {
  const { server, routes } = draftServer({ ...savedConfig, primaryColor: '#b91c1c' });
  server.versions = [
    version(2, second, {
      live: true,
      changes: [{ field: 'primaryColor', before: '#0369a1', after: '#b91c1c' }],
    }),
    version(1, first),
  ];
  server.live = server.versions[0]!;
  const history: WhiteLabelAuditEntry[] = [
    {
      id: 'a2',
      action: 'publish',
      at: '2025-06-02T10:00:00Z',
      account: { email: 'ada@example.com', name: 'Ada Okafor' },
      summary: 'Published version 2 on aurora.localhost',
    },
  ];
  routes[AUDIT] = () => reply(200, { entries: history });
  routes[rollbackRoute('WLV-1')] = () => {
    server.versions = server.versions.map((published) => ({ ...published, live: published.id === 'WLV-1' }));
    server.live = server.versions[1]!;
    return reply(200, { success: true, version: server.live });
  };
  routes[DEACTIVATE] = () => {
    server.versions = server.versions.map((published) => ({ ...published, live: false }));
    server.live = null;
    return reply(200, { success: true });
  };
  return { server, routes };
}

describe('managing', () => {
  it('lists the versions, newest first: who published each, when, and what changed', async () => {
    renderAdmin(twoVersions().routes);
    await saveButton();
    await userEvent.click(tab('Manage'));
    const versions = within(screen.getByRole('region', { name: 'Versions' }));
    const items = (await versions.findAllByRole('listitem')).filter((item) => item.parentElement?.tagName === 'OL');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(
        /^Version 2LivePublished .+ by ada@example\.com on aurora\.localhostPrimary color: #0369a1 → #b91c1c$/,
      ),
      expect.stringMatching(
        /^Version 1Published .+ by ada@example\.com on aurora\.localhostFirst version\.Roll back to version 1$/,
      ),
    ]);
    const history = within(screen.getByRole('region', { name: 'History' }));
    expect((await history.findByRole('listitem')).textContent).toMatch(
      /ada@example\.com: Published version 2 on aurora\.localhost$/,
    );
  });

  it('rolls back to an earlier version; the deploy button then offers the newer draft again', async () => {
    const { routes } = twoVersions();
    const { requests } = renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Manage'));
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.rolledBack);
    expect(await screen.findByRole('button', { name: 'Roll back to version 2' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Current configuration' }).textContent).toContain(
      'Active: version 1 on aurora.localhost',
    );
    expect(requests.filter((request) => request.url.endsWith('/versions/WLV-1/rollback'))).toHaveLength(1);

    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Deploy changes');
  });

  it('says a rollback is on its way and holds every other action until it is done, sending it once', async () => {
    const { routes } = twoVersions();
    const answered = routes[rollbackRoute('WLV-1')]!;
    const held = deferred();
    routes[rollbackRoute('WLV-1')] = async (request) => {
      await held.promise;
      return answered(request);
    };
    const { requests } = renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Manage'));
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));

    const rolling = screen.getByRole('button', { name: 'Rolling back…' });
    expect(rolling).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Deactivate' })).toBeDisabled();
    await userEvent.click(rolling);
    held.resolve();
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.rolledBack);
    expect(requests.filter((request) => request.url.endsWith('/versions/WLV-1/rollback'))).toHaveLength(1);
  });

  it('deactivates the platform: nothing is live, and Deploy is offered again', async () => {
    const { routes } = twoVersions();
    renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Manage'));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect((await screen.findByRole('status')).textContent).toBe(WHITE_LABEL_MESSAGES.deactivated);
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Current configuration' }).textContent).toContain('Not deployed');
    await userEvent.click(tab('Deploy'));
    expect(deployButton().textContent).toBe('Deploy');
  });

  it('says why a rollback was refused', async () => {
    const { routes } = twoVersions();
    routes[rollbackRoute('WLV-1')] = () =>
      reply(400, { success: false, statusCode: 400, error: 'Verify your domain before deploying.' });
    renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Manage'));
    await userEvent.click(await screen.findByRole('button', { name: 'Roll back to version 1' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Verify your domain before deploying.')).toBeVisible();
  });

  it('offers to try again when the versions cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const { routes } = draftServer(savedConfig);
    routes[VERSIONS] = () => (fail ? reply(500) : reply(200, { versions: [] }));
    renderAdmin(routes);
    await saveButton();
    await userEvent.click(tab('Manage'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/No versions yet/)).toBeVisible();
  });

  it('asks for nothing before anything is saved', async () => {
    const { requests } = renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    await userEvent.click(tab('Manage'));
    expect(screen.getByText('No versions yet. Save and deploy your configuration first.')).toBeVisible();
    expect(await bodiesSentTo(requests, 'GET', API_PATHS.whiteLabelVersions)).toEqual([]);
  });
});
