import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import type { CurrentUser } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { SUPPORT_MESSAGES } from '@northvault/contracts/support';
import { CUSTOMER_TICKET_API_PATHS, type FailedRequest } from '@northvault/contracts/support-tickets';
import { SessionProvider } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { deferred } from '@northvault/ui/testing/deferred';
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

const created = () => HttpResponse.json({ success: true, ticketId: 'TKT-4F7A2C9B' }, { status: 201 });
const answerSupport = (resolver: HttpResponseResolver) => apiServer.use(http.post(API_PATHS.support, resolver));

it('labels every control and starts with priority medium, category general and the email field typed email', () => {
  renderForm();
  for (const name of ['Name', 'Email', 'Subject', 'Message', 'Account ID (optional)']) {
    expect(field(name)).toBeVisible();
    expect(field(name)).toHaveValue('');
  }
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(select('Priority').value).toBe('medium');
  expect(select('Category').value).toBe('general');
});

it('sends the trimmed fields with the default priority and category, and no accountId when none is given', async () => {
  answerSupport(created);
  const requests = recordRequests();
  renderForm();
  await fillRequired({
    name: '  Ada Lovelace ',
    email: ' ada@example.com ',
    subject: ' Card declined ',
    message: ' Help ',
  });
  await userEvent.type(field('Account ID (optional)'), '   ');
  await userEvent.click(submitButton());

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]!.method).toBe('POST');
  expect(await requests[0]!.json()).toStrictEqual({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Card declined',
    message: 'Help',
    priority: 'medium',
    category: 'general',
  });
});

it('sends the chosen priority, category and trimmed account id', async () => {
  answerSupport(created);
  const requests = recordRequests();
  renderForm();
  await fillRequired();
  await userEvent.selectOptions(select('Priority'), 'urgent');
  await userEvent.selectOptions(select('Category'), 'security');
  await userEvent.type(field('Account ID (optional)'), ' acc_123 ');
  await userEvent.click(submitButton());

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(await requests[0]!.json()).toMatchObject({ priority: 'urgent', category: 'security', accountId: 'acc_123' });
});

it('keeps Create Ticket enabled; an empty submit marks every required field and lists them in a focused summary', async () => {
  const requests = recordRequests();
  renderForm();
  expect(submitButton()).toBeEnabled();
  await userEvent.type(field('Subject'), '   ');
  await userEvent.click(submitButton());

  expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Enter your name.',
    'Enter your email address.',
    'Enter a subject.',
    'Enter your message.',
  ]);
  for (const [name, sentence] of [
    ['Name', 'Enter your name.'],
    ['Email', 'Enter your email address.'],
    ['Subject', 'Enter a subject.'],
    ['Message', 'Enter your message.'],
  ] as const) {
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveAccessibleDescription(sentence);
  }
  expect(field('Account ID (optional)')).toHaveAccessibleDescription(
    'Add it if your question is about one account, so we can find it straight away.',
  );
  expect(requests).toHaveLength(0);

  await userEvent.click(screen.getByRole('link', { name: 'Enter a subject.' }));
  expect(field('Subject')).toHaveFocus();
});

it('refuses a bad email before sending, in the same sentence as the server and the contact form', async () => {
  const requests = recordRequests();
  renderForm();
  await fillRequired({ name: 'Ada', email: 'ada@localhost', subject: 'Card', message: 'Hi' });
  await userEvent.click(submitButton());

  expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Invalid email address' })).toBeVisible();
  expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
  expect(requests).toHaveLength(0);
});

it('disables submit while the ticket is being sent, then shows the ticket id and the target of its priority', async () => {
  const answer = deferred();
  answerSupport(async () => {
    await answer.promise;
    return created();
  });
  renderForm();
  await fillRequired();
  await userEvent.selectOptions(select('Priority'), 'high');
  await userEvent.click(submitButton());

  const sending = screen.getByRole('button', { name: 'Creating ticket…' }) as HTMLButtonElement;
  expect(sending).toBeDisabled();

  answer.resolve();
  const status = await screen.findByRole('status');
  expect(status.textContent).toContain('TKT-4F7A2C9B');
  expect(status.textContent).toContain('4 hours');
  expect(screen.getByRole('heading', { name: 'Ticket created' })).toHaveFocus();
});

it('says when the confirmation email was held back, and that the ticket is saved under its id', async () => {
  answerSupport(() =>
    HttpResponse.json({ success: true, ticketId: 'TKT-4F7A2C9B', emailSent: false }, { status: 201 }),
  );
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'We have already emailed this address several times today; your ticket is saved as TKT-4F7A2C9B.',
  );
});

it('says nothing of held-back email when the confirmation went', async () => {
  answerSupport(() => HttpResponse.json({ success: true, ticketId: 'TKT-4F7A2C9B', emailSent: true }, { status: 201 }));
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent('TKT-4F7A2C9B');
  expect(status).not.toHaveTextContent('We have already emailed this address');
});

it('Create Another Ticket returns to an empty, idle form with the defaults', async () => {
  answerSupport(created);
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
  expect(submitButton()).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field('Name')).toHaveFocus();
});

it('marks the fields the server refused, with its sentences, and keeps what was typed', async () => {
  answerSupport(() =>
    HttpResponse.json(
      {
        success: false,
        statusCode: 400,
        error: 'The account ID must not contain control characters.',
        fields: { accountId: 'The account ID must not contain control characters.' },
      },
      { status: 400 },
    ),
  );
  renderForm();
  await fillRequired();
  await userEvent.type(field('Account ID (optional)'), 'acc_9');
  await userEvent.click(submitButton());

  expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  expect(field('Account ID (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Account ID (optional)')).toHaveAccessibleDescription(
    'The account ID must not contain control characters. Add it if your question is about one account, so we can find it straight away.',
  );
  expect(field('Subject').value).toBe('Card');
  expect(submitButton()).toBeEnabled();
});

it('shows a refusal about no field as the server’s sentence', async () => {
  answerSupport(() =>
    HttpResponse.json({ success: false, statusCode: 401, error: 'You are not signed in.' }, { status: 401 }),
  );
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());
  expect((await screen.findByRole('alert')).textContent).toBe('You are not signed in.');
});

it.each([
  ['an error answer that is not JSON', () => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 })],
  ['a failure without a message', () => HttpResponse.json({ success: false }, { status: 500 })],
  ['a success answer without a ticket id', () => HttpResponse.json({ success: true }, { status: 201 })],
])('falls back to the generic failure message on %s', async (_case, response) => {
  answerSupport(response);
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());

  expect((await screen.findByRole('alert')).textContent).toBe(SUPPORT_MESSAGES.failed);
});

it('shows the network message when the request cannot be sent', async () => {
  answerSupport(() => HttpResponse.error());
  renderForm();
  await fillRequired();
  await userEvent.click(submitButton());

  expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
});

const GRACE: CurrentUser = {
  id: 'u1',
  email: 'grace@example.com',
  google_user_data: { sub: 's1', email: 'grace@example.com', email_verified: true, name: 'Grace Hopper' },
  subscription: null,
  billingAlert: null,
};

const answerFailedRequests = (requests: FailedRequest[] | null) =>
  apiServer.use(
    http.get(CUSTOMER_TICKET_API_PATHS.failedRequests, () =>
      requests === null ? HttpResponse.json({ error: 'Down' }, { status: 503 }) : HttpResponse.json({ requests }),
    ),
  );

it('fills in a signed-in user’s name and email, which stay editable', async () => {
  answerFailedRequests([]);
  renderForm(GRACE);
  expect(field('Name').value).toBe('Grace Hopper');
  expect(field('Email').value).toBe('grace@example.com');
  await userEvent.clear(field('Name'));
  expect(field('Name').value).toBe('');
});

it('offers a signed-in user their last failed requests and sends the one chosen', async () => {
  answerFailedRequests([
    {
      requestId: 'req_abc123',
      method: 'POST',
      path: '/v1/banking/transactions',
      status: 422,
      createdAt: '2026-11-27T10:04:00.000Z',
    },
  ]);
  answerSupport(created);
  const requests = recordRequests();
  renderForm(GRACE);
  const failed = select('Failed request (optional)');
  expect(failed).toHaveAccessibleDescription(
    'Attach one of your last failed API calls, so we can read its request log entry.',
  );
  expect(
    await screen.findByRole('option', { name: /POST \/v1\/banking\/transactions → 422 · req_abc123/ }),
  ).toBeVisible();
  expect(screen.getByRole('option', { name: 'None' })).toBeVisible();
  await userEvent.selectOptions(failed, 'req_abc123');
  await userEvent.type(field('Subject'), 'Transfer refused');
  await userEvent.type(field('Message'), 'Why?');
  await userEvent.click(submitButton());
  await screen.findByText(/TKT-4F7A2C9B/);
  const post = requests.find((request) => request.method === 'POST')!;
  expect(await post.json()).toMatchObject({ requestId: 'req_abc123', subject: 'Transfer refused' });
});

it('says when there is no failed request to attach', async () => {
  answerFailedRequests([]);
  renderForm(GRACE);
  expect(await screen.findByRole('option', { name: 'No failed requests in your request log' })).toBeVisible();
});

it('says when the failed requests could not be loaded', async () => {
  answerFailedRequests(null);
  renderForm(GRACE);
  expect(await screen.findByRole('option', { name: 'Your failed requests could not be loaded' })).toBeVisible();
});

it('keeps the failed-request field, disabled, for a visitor who is not signed in', () => {
  renderForm(null);
  const failed = select('Failed request (optional)');
  expect(failed).toBeDisabled();
  expect(screen.getByRole('option', { name: 'Sign in to attach one of your failed requests' })).toBeVisible();
});

it('holds the failed-request field, disabled, while the session is pending', () => {
  render(
    <SessionProvider value={fakeSession({ user: null, isPending: true })}>
      <SupportTicketForm />
    </SessionProvider>,
  );
  expect(select('Failed request (optional)')).toBeDisabled();
  expect(screen.getByRole('option', { name: 'Loading your failed requests…' })).toBeVisible();
});
