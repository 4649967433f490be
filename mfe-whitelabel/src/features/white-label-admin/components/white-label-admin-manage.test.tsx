import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WhiteLabelDeployment } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { callsTo, fakeResponse, uninstallFetch } from '../../../testing/fake-fetch';
import {
  DEPLOYMENTS,
  GET_CONFIG,
  noConfig,
  renderAdmin,
  saveButton,
  savedConfig,
  tab,
} from '../../../testing/white-label-admin-fixtures';

afterEach(uninstallFetch);

describe('managing', () => {
  const deployments: WhiteLabelDeployment[] = [
    {
      id: 'dep-2',
      configId: 'cfg-42',
      domain: 'bank.aurora.example',
      status: 'active',
      deployedAt: '2025-06-02T10:00:00Z',
    },
    {
      id: 'dep-1',
      configId: 'cfg-42',
      domain: 'old.aurora.example',
      status: 'superseded',
      deployedAt: '2025-05-01T10:00:00Z',
    },
  ];

  it('lists the deployments, newest first, from the server', async () => {
    renderAdmin({
      [GET_CONFIG]: () => fakeResponse(200, { config: { ...savedConfig, isActive: true } }),
      [DEPLOYMENTS]: () => fakeResponse(200, { deployments }),
    });
    await saveButton();
    await userEvent.click(tab('Manage'));
    const items = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^bank\.aurora\.exampleActiveDeployed .+ · ID dep-2$/),
      expect.stringMatching(/^old\.aurora\.exampleSupersededDeployed .+ · ID dep-1$/),
    ]);
  });

  it('offers to try again when the deployments cannot be loaded', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    renderAdmin({
      [GET_CONFIG]: () => fakeResponse(200, { config: savedConfig }),
      [DEPLOYMENTS]: () => (fail ? fakeResponse(500) : fakeResponse(200, { deployments: [] })),
    });
    await saveButton();
    await userEvent.click(tab('Manage'));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByText(/No deployments yet/)).toBeTruthy();
  });

  it('does not ask for deployments before anything is saved', async () => {
    const fetchMock = renderAdmin({ [GET_CONFIG]: noConfig });
    await saveButton();
    await userEvent.click(tab('Manage'));
    expect(screen.getByText('No deployments yet. Save and deploy your configuration first.')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET', API_PATHS.whiteLabelDeployments)).toEqual([]);
  });
});
