import { StrictMode } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { API_PATHS } from '@northvault/contracts/routes';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import NewsletterConfirmPage from './newsletter-confirm-page';

function renderAt(hash: string) {
  window.history.replaceState(null, '', `/newsletter/confirm${hash}`);
  // As the shell renders it: StrictMode runs the page's effects twice, and the token must still go once.
  render(
    <StrictMode>
      <MemoryRouter>
        <NewsletterConfirmPage />
      </MemoryRouter>
    </StrictMode>,
  );
}

const answerConfirmation = (response: () => Response) =>
  apiServer.use(http.post(API_PATHS.newsletterConfirmations, response));

it('posts the link’s token once, confirms, and takes the token out of the address bar', async () => {
  answerConfirmation(() => HttpResponse.json({ success: true }));
  const requests = recordRequests();
  renderAt('#token=abc.def');

  expect(screen.getByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.confirming);
  expect(await screen.findByText(NEWSLETTER_MESSAGES.confirmed)).toBeVisible();
  expect(requests).toHaveLength(1);
  expect(await requests[0]!.json()).toEqual({ token: 'abc.def' });
  expect(window.location.hash).toBe('');
});

it('shows why the server refused the link', async () => {
  answerConfirmation(() => HttpResponse.json({ success: false, error: NEWSLETTER_MESSAGES.expired }, { status: 400 }));
  renderAt('#token=old.token');

  expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.expired);
  expect(screen.getByRole('link', { name: 'Back to the blog' })).toHaveAttribute('href', '/blog');
});

it('says the network failed when the confirmation never reached the server, and keeps the token', async () => {
  answerConfirmation(() => HttpResponse.error());
  renderAt('#token=abc.def');

  expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.network);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(window.location.hash).toBe('#token=abc.def');
});

it('says the link is not valid when it carries no token, and sends nothing', () => {
  const requests = recordRequests();
  renderAt('');

  expect(screen.getByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.invalid);
  expect(requests).toHaveLength(0);
});
