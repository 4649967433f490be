import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTACT_MESSAGES } from '@northvault/contracts/api';
import { fakeResponse, installFetch, sentBody, uninstallFetch } from '../../../testing/fake-fetch';
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

const stored = () => Promise.resolve(fakeResponse(201, { success: true, id: 'msg_01' }));

beforeEach(() => renderInShell(<ContactForm />));
afterEach(uninstallFetch);

it('labels name, email, message and the optional company and phone', () => {
  for (const name of ['Name', 'Email', 'Message', 'Company (optional)', 'Phone (optional)']) {
    expect(field(name)).toBeTruthy();
  }
  expect(field('Email').type).toBe('email');
  expect(field('Phone (optional)').type).toBe('tel');
});

it('keeps Send Message disabled until name, email and message hold more than spaces', async () => {
  expect(sendButton().disabled).toBe(true);
  await fillRequired({ name: 'Grace', email: 'grace@example.com', message: '   ' });
  expect(sendButton().disabled).toBe(true);
  await userEvent.type(field('Message'), 'Hi');
  expect(sendButton().disabled).toBe(false);
});

it('sends the trimmed fields, leaving out an empty company and phone', async () => {
  const fetchMock = installFetch(stored);
  await fillRequired({ name: ' Grace Hopper ', email: ' grace@example.com ', message: ' Hello ' });
  await userEvent.type(field('Phone (optional)'), '  ');
  await userEvent.click(sendButton());

  expect(fetchMock.mock.calls[0]![0]).toBe('/api/contact');
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
  expect(sentBody(fetchMock)).toStrictEqual({ name: 'Grace Hopper', email: 'grace@example.com', message: 'Hello' });
});

it('sends the company and phone when given', async () => {
  const fetchMock = installFetch(stored);
  await fillRequired();
  await userEvent.type(field('Company (optional)'), 'Harbour Payroll');
  await userEvent.type(field('Phone (optional)'), '+44 20 7946 0000');
  await userEvent.click(sendButton());
  expect(sentBody(fetchMock)).toMatchObject({ company: 'Harbour Payroll', phone: '+44 20 7946 0000' });
});

it('disables the button while sending, then thanks the sender; Send Another Message gives an empty idle form', async () => {
  let answer!: (response: Response) => void;
  const fetchMock = installFetch(() => new Promise((resolve) => (answer = resolve)));
  await fillRequired();
  await userEvent.type(field('Company (optional)'), 'Harbour Payroll');
  await userEvent.click(sendButton());

  expect(sendButton().textContent).toBe('Sending…');
  expect(sendButton().disabled).toBe(true);
  await userEvent.click(sendButton());
  expect(fetchMock).toHaveBeenCalledTimes(1);

  await act(async () => answer(fakeResponse(201, { success: true, id: 'msg_01' })));
  const thanks = screen.getByRole('status');
  expect(thanks.textContent).toContain('Thank you for your message');
  expect(thanks.textContent).toContain('grace@example.com');
  expect(thanks.textContent).toContain('24 hours');
  expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Thank you for your message' }));

  await userEvent.click(screen.getByRole('button', { name: 'Send Another Message' }));
  for (const name of ['Name', 'Email', 'Message', 'Company (optional)', 'Phone (optional)']) {
    expect(field(name).value).toBe('');
  }
  expect(sendButton().disabled).toBe(true);
  expect(screen.queryByRole('status')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
  expect(document.activeElement).toBe(field('Name'));
});

it('shows the server’s error and keeps what was typed', async () => {
  installFetch(() =>
    Promise.resolve(
      fakeResponse(400, { success: false, statusCode: 400, error: 'email must be a valid email address' }),
    ),
  );
  await fillRequired({ name: 'Grace', email: 'grace@localhost', message: 'Hi' });
  await userEvent.click(sendButton());

  expect((await screen.findByRole('alert')).textContent).toBe('email must be a valid email address');
  expect(field('Email').value).toBe('grace@localhost');
  expect(sendButton().disabled).toBe(false);
});

it.each([
  ['an answer that is not JSON', () => fakeResponse(502, '<html>Bad Gateway</html>')],
  ['a failure without a message', () => fakeResponse(500, { success: false })],
])('shows “Failed to send message” for %s', async (_case, response) => {
  installFetch(async () => response());
  await fillRequired();
  await userEvent.click(sendButton());
  expect((await screen.findByRole('alert')).textContent).toBe(CONTACT_MESSAGES.failed);
});

it('shows the network message when the request cannot be sent', async () => {
  installFetch(() => Promise.reject(new TypeError('Failed to fetch')));
  await fillRequired();
  await userEvent.click(sendButton());
  expect((await screen.findByRole('alert')).textContent).toBe('Network error. Please try again.');
});
