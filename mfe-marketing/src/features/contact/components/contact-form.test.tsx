import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, type HttpResponseResolver } from 'msw';
import { CONTACT_MESSAGES } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { deferred } from '@northvault/ui/testing/deferred';
import { renderInShell } from '../../../testing/render-in-shell';
import { ContactForm } from './contact-form';

const field = (name: string) => screen.getByLabelText(name) as HTMLInputElement;
const sendButton = () => screen.getByRole('button', { name: /^(Send Message|Sending…)$/ }) as HTMLButtonElement;

async function fillRequired(
  values = { name: 'Grace Hopper', email: 'grace@example.com', message: 'Pricing for 3 brands?' },
) {
  await userEvent.type(field('Name'), values.name);
  await userEvent.type(field('Email'), values.email);
  await userEvent.type(field('Message'), values.message);
}

const stored = () => HttpResponse.json({ success: true, id: 'msg_01' }, { status: 201 });
const answerContact = (resolver: HttpResponseResolver) => apiServer.use(http.post(API_PATHS.contact, resolver));

beforeEach(() => renderInShell(<ContactForm />));

it('labels name, email, message and the optional company and phone', () => {
  for (const name of ['Name', 'Email', 'Message', 'Company (optional)', 'Phone (optional)']) {
    expect(field(name)).toBeVisible();
    expect(field(name)).toBeEnabled();
  }
  expect(field('Email')).toHaveAttribute('type', 'email');
  expect(field('Phone (optional)')).toHaveAttribute('type', 'tel');
});

it('keeps Send Message enabled; sending it empty marks name, email and message and lists them at the top', async () => {
  const requests = recordRequests();
  expect(sendButton()).toBeEnabled();
  await userEvent.type(field('Message'), '   ');
  await userEvent.click(sendButton());

  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Enter your name.',
    'Enter your email address.',
    'Enter your message.',
  ]);
  for (const [name, sentence] of [
    ['Name', 'Enter your name.'],
    ['Email', 'Enter your email address.'],
    ['Message', 'Enter your message.'],
  ] as const) {
    expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    expect(field(name)).toHaveAccessibleDescription(sentence);
  }
  expect(field('Company (optional)')).not.toHaveAttribute('aria-invalid');
  expect(requests).toHaveLength(0);
});

it('refuses a bad email before sending, with the server’s sentence under the field and in the summary', async () => {
  const requests = recordRequests();
  await fillRequired({ name: 'Grace', email: 'grace@localhost', message: 'Hi' });
  await userEvent.click(sendButton());

  expect(screen.getByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Invalid email address' })).toBeVisible();
  expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
  expect(field('Name')).not.toHaveAttribute('aria-invalid');
  expect(requests).toHaveLength(0);

  await userEvent.type(field('Email'), '.com');
  expect(field('Email')).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('sends the trimmed fields, leaving out an empty company and phone', async () => {
  answerContact(stored);
  const requests = recordRequests();
  await fillRequired({ name: ' Grace Hopper ', email: ' grace@example.com ', message: ' Hello ' });
  await userEvent.type(field('Phone (optional)'), '  ');
  await userEvent.click(sendButton());

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(requests[0]!.method).toBe('POST');
  expect(await requests[0]!.json()).toStrictEqual({
    name: 'Grace Hopper',
    email: 'grace@example.com',
    message: 'Hello',
  });
});

it('sends the company and phone when given', async () => {
  answerContact(stored);
  const requests = recordRequests();
  await fillRequired();
  await userEvent.type(field('Company (optional)'), 'Harbour Payroll');
  await userEvent.type(field('Phone (optional)'), '+44 20 7946 0000');
  await userEvent.click(sendButton());
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(await requests[0]!.json()).toMatchObject({ company: 'Harbour Payroll', phone: '+44 20 7946 0000' });
});

it('disables the button while sending, then thanks the sender; Send Another Message gives an empty idle form', async () => {
  const answer = deferred();
  answerContact(async () => {
    await answer.promise;
    return stored();
  });
  const requests = recordRequests();
  await fillRequired();
  await userEvent.type(field('Company (optional)'), 'Harbour Payroll');
  await userEvent.click(sendButton());

  expect(sendButton().textContent).toBe('Sending…');
  expect(sendButton().disabled).toBe(true);
  await userEvent.click(sendButton());
  expect(requests).toHaveLength(1);

  answer.resolve();
  const thanks = await screen.findByRole('status');
  expect(thanks.textContent).toContain('Thank you for your message');
  expect(thanks.textContent).toContain('grace@example.com');
  expect(thanks.textContent).toContain('24 hours');
  expect(screen.getByRole('heading', { name: 'Thank you for your message' })).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
  for (const name of ['Name', 'Email', 'Message', 'Company (optional)', 'Phone (optional)']) {
    expect(field(name).value).toBe('');
  }
  expect(sendButton()).toBeEnabled();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(field('Name')).toHaveFocus();
});

it('says when the acknowledgement email was held back, and that the message is saved', async () => {
  answerContact(() => HttpResponse.json({ success: true, id: 'msg_01', emailSent: false }, { status: 201 }));
  await fillRequired();
  await userEvent.click(sendButton());

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'We have already emailed this address several times today; your message is saved and our team will reply to it.',
  );
});

it('marks the fields the server refused, with its sentences, and keeps what was typed', async () => {
  answerContact(() =>
    HttpResponse.json(
      {
        success: false,
        statusCode: 400,
        error: 'Your phone number must be at most 40 characters.',
        fields: { phone: 'Your phone number must be at most 40 characters.' },
      },
      { status: 400 },
    ),
  );
  await fillRequired();
  await userEvent.type(field('Phone (optional)'), '0'.repeat(41));
  await userEvent.click(sendButton());

  expect(await screen.findByRole('alert', { name: 'There is a problem' })).toHaveFocus();
  expect(field('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  expect(field('Phone (optional)')).toHaveAccessibleDescription('Your phone number must be at most 40 characters.');
  expect(field('Name').value).toBe('Grace Hopper');
  expect(sendButton()).toBeEnabled();

  // Fixing the field takes its message away; the refusal is not shown again as a sentence of its own.
  await userEvent.type(field('Phone (optional)'), '{Backspace}');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('shows a refusal about no field as the server’s sentence', async () => {
  answerContact(() =>
    HttpResponse.json(
      { success: false, statusCode: 429, error: 'Too many requests. Please try again later.' },
      { status: 429 },
    ),
  );
  await fillRequired();
  await userEvent.click(sendButton());
  expect((await screen.findByRole('alert')).textContent).toBe('Too many requests. Please try again later.');
  expect(field('Email')).not.toHaveAttribute('aria-invalid');
});

it.each([
  ['an answer that is not JSON', () => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 })],
  ['a failure without a message', () => HttpResponse.json({ success: false }, { status: 500 })],
])('shows “Failed to send message” for %s', async (_case, response) => {
  answerContact(response);
  await fillRequired();
  await userEvent.click(sendButton());
  expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_MESSAGES.failed);
});

it('shows the network message when the request cannot be sent', async () => {
  answerContact(() => HttpResponse.error());
  await fillRequired();
  await userEvent.click(sendButton());
  expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
});
