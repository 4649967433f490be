import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { API_PATHS } from '@northvault/contracts/routes';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { NewsletterForm } from './newsletter-form';

const emailField = () => screen.getByRole('textbox', { name: 'Email address' });
const subscribe = () => userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
const answerSignUp = (response: () => Response) =>
  apiServer.use(http.post(API_PATHS.newsletterSubscriptions, response));

it('sends the trimmed address and then asks the reader to confirm from their inbox', async () => {
  answerSignUp(() => HttpResponse.json({ success: true }, { status: 202 }));
  const requests = recordRequests();
  render(<NewsletterForm />);

  await userEvent.type(emailField(), '  reader@example.com ');
  await subscribe();

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(NEWSLETTER_MESSAGES.checkInbox);
  expect(status).toHaveFocus();
  expect(await requests[0]!.json()).toEqual({ email: 'reader@example.com' });
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});

it('says when the confirmation email was held back because the address had its share today', async () => {
  answerSignUp(() => HttpResponse.json({ success: true, emailSent: false }, { status: 202 }));
  render(<NewsletterForm />);

  await userEvent.type(emailField(), 'reader@example.com');
  await subscribe();

  const status = await screen.findByRole('status');
  expect(status).toHaveTextContent(
    'We have already emailed this address several times today; sign up again tomorrow to get the confirmation email.',
  );
  expect(status).not.toHaveTextContent(NEWSLETTER_MESSAGES.checkInbox);
});

it.each([
  ['', 'Enter your email address.'],
  ['not-an-address', 'Invalid email address'],
])('marks the field and sends nothing for %j', async (typed, sentence) => {
  const requests = recordRequests();
  render(<NewsletterForm />);

  if (typed) await userEvent.type(emailField(), typed);
  await subscribe();

  expect(emailField()).toHaveAttribute('aria-invalid', 'true');
  expect(emailField()).toHaveAccessibleDescription(sentence);
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(requests).toHaveLength(0);
});

it('shows the server’s sentence on the field it names', async () => {
  answerSignUp(() =>
    HttpResponse.json(
      { success: false, error: 'Invalid request', fields: { email: 'Invalid email address' } },
      { status: 400 },
    ),
  );
  render(<NewsletterForm />);

  await userEvent.type(emailField(), 'reader@example.com');
  await subscribe();

  await waitFor(() => expect(emailField()).toHaveAccessibleDescription('Invalid email address'));
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

it('says so when the server cannot be reached, and keeps what was typed', async () => {
  answerSignUp(() => HttpResponse.error());
  render(<NewsletterForm />);

  await userEvent.type(emailField(), 'reader@example.com');
  await subscribe();

  expect(await screen.findByText(NEWSLETTER_MESSAGES.network)).toBeVisible();
  expect(emailField()).toHaveValue('reader@example.com');
});
