import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { draftServer, field, renderAdmin, saveButton } from '../../../testing/white-label-admin-fixtures';

const leaveLink = () => screen.getByRole('link', { name: 'Support' });
const dialog = () => screen.queryByRole('alertdialog', { name: 'Leave without saving?' });

it('lets the page go without a question while nothing is edited', async () => {
  renderAdmin(draftServer().routes);
  await saveButton();
  await userEvent.click(leaveLink());
  expect(await screen.findByRole('heading', { name: 'Support page' })).toBeVisible();
});

it('asks before an in-app link leaves unsaved edits; Stay keeps them, Leave goes', async () => {
  const { history } = renderAdmin(draftServer().routes);
  await saveButton();
  await userEvent.type(field('Company name'), ' Labs');

  await userEvent.click(leaveLink());
  expect(dialog()).toBeVisible();
  expect(screen.getByRole('button', { name: 'Stay on this page' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
  expect(dialog()).not.toBeInTheDocument();
  expect(history.location.pathname).toBe('/white-label');
  expect(field('Company name').value).toBe('Your Company Labs');

  await userEvent.click(leaveLink());
  await userEvent.keyboard('{Escape}');
  expect(dialog()).not.toBeInTheDocument();

  await userEvent.click(leaveLink());
  await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
  expect(await screen.findByRole('heading', { name: 'Support page' })).toBeVisible();
});

it('asks before the back button leaves unsaved edits: the page stays until the person answers', async () => {
  const { history } = renderAdmin(draftServer().routes);
  await saveButton();
  await userEvent.type(field('Company name'), ' Labs');
  // The person leaves the field, then goes back with the browser's button.
  await userEvent.click(document.body);

  await act(async () => history.go(-1));
  expect(dialog()).toBeVisible();
  expect(history.location.pathname).toBe('/white-label');
  await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
  expect(dialog()).not.toBeInTheDocument();
  expect(field('Company name').value).toBe('Your Company Labs');

  await act(async () => history.go(-1));
  await userEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
  expect(await screen.findByRole('heading', { name: 'Support page' })).toBeVisible();
  expect(history.location.pathname).toBe('/support');
});

it('asks the browser to confirm closing or reloading the tab while edits are unsaved, and stops once saved', async () => {
  renderAdmin(draftServer().routes);
  await saveButton();
  const unload = () => {
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  };
  expect(unload()).toBe(false);
  await userEvent.type(field('Company name'), ' Labs');
  expect(unload()).toBe(true);

  await userEvent.click(await saveButton());
  await screen.findByRole('status');
  expect(unload()).toBe(false);
  await userEvent.click(leaveLink());
  expect(await screen.findByRole('heading', { name: 'Support page' })).toBeVisible();
});
