import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '@northvault/contracts/api';
import { SUPPORT_MESSAGES } from '@northvault/contracts/support';
import { SessionProvider } from '@northvault/session';
import { fakeResponse, installFetch, sentBody } from '../../../testing/fake-fetch';
import { fakeSession } from '@northvault/session/testing';
import { SupportTicketForm } from './support-ticket-form';

function renderForm(user: CurrentUser | null = null) {
  render(
    <SessionProvider value={fakeSession({ user })}>
      <SupportTicketForm />
    </SessionProvider>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const submitButton = () => screen.getByRole('button', { name: 'Create Ticket' }) as HTMLButtonElement;

async function fillRequired(
  values = { name: 'Ada Lovelace', email: 'ada@example.com', subject: 'Card', message: 'Hi' },
) {
  await userEvent.type(field('Name'), values.name);
  await userEvent.type(field('Email'), values.email);
  await userEvent.type(field('Subject'), values.subject);
  await userEvent.type(field('Message'), values.message);
}

const created = () => Promise.resolve(fakeResponse(201, { success: true, ticketId: 'TKT-4F7A2C9B' }));

afterEach(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

it('labels every control and starts with priority medium, category general and the email field typed email', () => {
  renderForm();
  for (const name of ['Name', 'Email', 'Subject', 'Message', 'Account ID (optional)']) expect(field(name)).toBeTruthy();
  expect(field('Email').type).toBe('email');
  expect(select('Priority').value).toBe('medium');
  expect(select('Category').value).toBe('general');
});

it('sends the trimmed fields with the default priority and category, and no accountId when none is given', async () => {
  const fetchMock = installFetch(created);
  renderForm();
  await fillRequired({
    name: '  Ada Lovelace ',
    email: ' ada@example.com ',
    subject: ' Card declined ',
    message: ' Help ',
  });
  await userEvent.type(field('Account ID (optional)'), '   ');
  await userEvent.click(submitButton());

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock.mock.calls[0]![0]).toBe('/api/support');
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
  expect(sentBody(fetchMock)).toStrictEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Card declined',
    message: 'Help',
    priority: 'medium',
    category: 'general',
  });
});

it('sends the chosen priority, category and trimmed account id', async () => {
  const fetchMock = installFetch(created);
  renderForm();
  await fillRequired();
  await userEvent.selectOptions(select('Priority'), 'urgent');
  await userEvent.selectOptions(select('Category'), 'security');
  await userEvent.type(field('Account ID (optional)'), ' acc_123 ');
  await userEvent.click(submitButton());

  expect(sentBody(fetchMock)).toMatchObject({ priority: 'urgent', category: 'security', accountId: 'acc_123' });
});

it('keeps submit disabled until name, email, subject and message hold more than spaces', async () => {
  renderForm();
  expect(submitButton().disabled).toBe(true);
  await fillRequired({ name: 'Ada', email: 'ada@example.com', subject: 'Card', message: '   ' });
  expect(submitButton().disabled).toBe(true);
  await userEvent.type(field('Message'), 'x');
  expect(submitButton().disabled).toBe(false);
});

it('disables submit while the ticket is being sent, then shows the ticket id and the target of its priority', async () => {
  let answer!: (response: Response) => void;
  installFetch(() => new Promise((resolve) => (answer = resolve)));
  renderForm();
  await fillRequired();
  await userEvent.selectOptions(select('Priority'), 'high');
  await userEvent.click(submitButton());

  const sending = screen.getByRole('button', { name: 'Creating ticket…' }) as HTMLButtonElement;
  expect(sending.disabled).toBe(true);

  answer(fakeResponse(201, { success: true, ticketId: 'TKT-4F7A2C9B' }));
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain('TKT-4F7A2C9B');
  expect(status.textContent).toContain('4 hours');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Ticket created' }));
});

it('Create Another Ticket returns to an empty, idle form with the defaults', async () => {
  installFetch(created);
  renderForm();
  await fillRequired();
  await userEvent.selectOptions(select('Priority'), 'low');
  await userEvent.type(field('Account ID (optional)'), 'acc_9');
  await userEvent.click(submitButton());
  await userEvent.click(await screen.findByRole('button', { name: 'Create Another Ticket' }));

  for (const name of ['Name', 'Email', 'Subject', 'Message', 'Account ID (optional)'])
    expect(field(name).value).toBe('');
  expect(select('Priority').value).toBe('medium');
  expect(select('Category').value).toBe('general');
  expect(submitButton().disabled).toBe(true);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.activeElement).toBe(field('Name'));
});

it('shows the server’s error message and keeps what was typed', async () => {
  installFetch(async () =>
    fakeResponse(400, { success: false, statusCode: 400, error: 'email must be a valid email address' }),
  );
  renderForm();
  await fillRequired({ name: 'Ada', email: 'ada@localhost', subject: 'Card', message: 'Hi' });
  await userEvent.click(submitButton());

  expect((await screen.findByRole('alert')).textContent).toBe('email must be a valid email address');
  expect(field('Email').value).toBe('ada@localhost');
  expect(submitButton().disabled).toBe(false);
});

it.each([
  ['an error answer that is not JSON', () => fakeResponse(502)],
  ['a failure without a message', () => fakeResponse(500, { success: false })],
  ['a success answer without a ticket id', () => fakeResponse(201, { success: true })],
])('falls back to the generic failure message on %s', async (_case, response) => {
  installFetch(async () => response());
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());

  expect((await screen.findByRole('alert')).textContent).toBe(SUPPORT_MESSAGES.failed);
});

it('shows the network message when the request cannot be sent', async () => {
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());

  expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
});

it('fills in a signed-in user’s name and email, which stay editable', async () => {
  renderForm({
    id: 'u1',
    email: 'grace@example.com',
    google_user_data: { sub: 's1', email: 'grace@example.com', name: 'Grace Hopper' },
    subscription: null,
  });
  expect(field('Name').value).toBe('Grace Hopper');
  expect(field('Email').value).toBe('grace@example.com');
  await userEvent.clear(field('Name'));
  expect(field('Name').value).toBe('');
});
