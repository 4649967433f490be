import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@northvault/contracts/routes';
import { DOMAIN_MESSAGES } from '@northvault/contracts/white-label-domains';
import { deferred } from '@northvault/ui/testing/deferred';
import {
  bodiesSentTo,
  deployButton,
  GET_CONFIG,
  renderAdmin,
  reply,
  saveButton,
  savedConfig,
  stateOf,
  tab,
  VERIFY,
} from '../testing/white-label-admin-fixtures';

const pending = {
  domain: 'bank.aurora.example',
  verified: false,
  method: null,
  recordName: '_northvault-verify.bank.aurora.example',
  recordValue: 'northvault-verify=5f2c0d9e8a7b6c5d4e3f2a1b0c9d8e7f',
};
const config = { ...savedConfig, domain: 'bank.aurora.example' };

it('shows the TXT record to create and keeps the domain step open until it is verified', async () => {
  let verified = false;
  renderAdmin({
    [GET_CONFIG]: () => stateOf(config, { domain: verified ? { ...pending, verified: true, method: 'dns' } : pending }),
    [VERIFY]: () => {
      verified = true;
      return reply(200, { success: true, domain: { ...pending, verified: true, method: 'dns' } });
    },
  });
  await saveButton();
  await userEvent.click(tab('Deploy'));
  expect(screen.getByText('Domain Setup').parentElement!.textContent).not.toContain('Done');
  const record = screen.getByRole('region', { name: 'Verify bank.aurora.example' });
  expect(within(record).getByText('_northvault-verify.bank.aurora.example')).toBeVisible();
  expect(within(record).getByText(pending.recordValue)).toBeVisible();
  expect(deployButton().disabled).toBe(true);

  await userEvent.click(screen.getByRole('button', { name: 'Verify domain' }));
  expect(await screen.findByText('bank.aurora.example is verified.')).toBeVisible();
  expect(screen.getByText('Domain Setup').parentElement!.textContent).toContain('Done');
  expect(deployButton().disabled).toBe(false);
});

it('says why the domain is not verified yet', async () => {
  renderAdmin({
    [GET_CONFIG]: () => stateOf(config, { domain: pending }),
    [VERIFY]: () =>
      reply(400, { success: false, statusCode: 400, error: DOMAIN_MESSAGES.noRecord(pending.recordName) }),
  });
  await saveButton();
  await userEvent.click(tab('Deploy'));
  await userEvent.click(screen.getByRole('button', { name: 'Verify domain' }));
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText('The domain is not verified yet.')).toBeVisible();
  expect(within(alert).getByText(DOMAIN_MESSAGES.noRecord(pending.recordName))).toBeVisible();
});

it('says the domain is being checked, and checks it once however often it is pressed', async () => {
  const held = deferred();
  const { requests } = renderAdmin({
    [GET_CONFIG]: () => stateOf(config, { domain: pending }),
    [VERIFY]: async () => {
      await held.promise;
      return reply(400, { success: false, statusCode: 400, error: DOMAIN_MESSAGES.noRecord(pending.recordName) });
    },
  });
  await saveButton();
  await userEvent.click(tab('Deploy'));
  await userEvent.click(screen.getByRole('button', { name: 'Verify domain' }));

  const verifying = screen.getByRole('button', { name: 'Verifying…' });
  expect(verifying).toBeDisabled();
  await userEvent.click(verifying);
  held.resolve();
  expect(await screen.findByRole('alert')).toHaveTextContent('The domain is not verified yet.');
  expect(await bodiesSentTo(requests, 'POST', API_PATHS.whiteLabelVerifyDomain)).toHaveLength(1);
});
