import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  CUSTOMER_TICKET_API_PATHS as PATHS,
  CUSTOMER_TICKET_MESSAGES,
  type CustomerTicketResponse,
} from '@northvault/contracts/support-tickets';
import { SessionProvider, type Session } from '@northvault/session';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import SupportTicketsPage from './support-tickets-page';

function renderAt(path: string, session: Session = signedInSession(null)) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider value={session}>
        <Routes>
          <Route path="/support/tickets" element={<SupportTicketsPage />} />
          <Route path="/support/tickets/:ticketId" element={<SupportTicketsPage />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

const ticket = (overrides: Partial<CustomerTicketResponse['ticket']> = {}): CustomerTicketResponse => ({
  ticket: {
    ticketId: 'TKT-AAAAAAAA',
    subject: 'Webhooks stopped',
    status: 'awaiting_customer',
    createdAt: '2026-11-23T10:00:00.000Z',
    lastActivityAt: '2026-11-23T11:00:00.000Z',
    requestId: 'req_123',
    previousTicketId: null,
    nextTicketId: null,
    rating: null,
    ...overrides,
  },
  messages: [
    {
      id: 'm1',
      from: 'customer',
      authorName: 'Ada',
      body: 'It broke.',
      source: 'web',
      createdAt: '2026-11-23T10:00:00.000Z',
    },
    {
      id: 'm2',
      from: 'agent',
      authorName: 'Northvault support',
      body: 'Which request?',
      source: 'web',
      createdAt: '2026-11-23T11:00:00.000Z',
    },
  ],
});

it('lists the account’s tickets with their status in the customer’s words', async () => {
  apiServer.use(
    http.get(PATHS.tickets, () =>
      HttpResponse.json({
        tickets: [
          { ...ticket().ticket, ticketId: 'TKT-BBBBBBBB', subject: 'Invoice', status: 'open' },
          { ...ticket().ticket, status: 'awaiting_customer' },
          { ...ticket().ticket, ticketId: 'TKT-CCCCCCCC', subject: 'Old one', status: 'closed' },
        ],
      }),
    ),
  );
  renderAt('/support/tickets');
  const rows = within(await screen.findByRole('list', { name: 'Your tickets' })).getAllByRole('listitem');
  expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
    "We're looking into it",
    'Waiting for your reply',
    'Closed',
  ]);
  expect(within(rows[0]!).getByRole('link', { name: 'Invoice' })).toHaveAttribute(
    'href',
    '/support/tickets/TKT-BBBBBBBB',
  );
});

it('says when there is no ticket yet, and sends a signed-out visitor through sign-in', async () => {
  apiServer.use(http.get(PATHS.tickets, () => HttpResponse.json({ tickets: [] })));
  renderAt('/support/tickets');
  expect(await screen.findByText(CUSTOMER_TICKET_MESSAGES.noTickets)).toBeVisible();

  const signedOut = fakeSession();
  renderAt('/support/tickets/TKT-AAAAAAAA', signedOut);
  expect(screen.getByText('Taking you to sign-in…')).toBeVisible();
  expect(signedOut.redirectToLogin).toHaveBeenCalledWith({ returnTo: '/support/tickets/TKT-AAAAAAAA' });
});

it('opens a ticket from its link without signing in, and sends the reply with the token', async () => {
  apiServer.use(
    http.get(PATHS.ticket('TKT-AAAAAAAA'), ({ request }) =>
      new URL(request.url).searchParams.get('token') === 'abc.def'
        ? HttpResponse.json(ticket())
        : HttpResponse.json({ error: CUSTOMER_TICKET_MESSAGES.signInOrLink }, { status: 401 }),
    ),
    http.post(PATHS.messages('TKT-AAAAAAAA'), () =>
      HttpResponse.json({ ticketId: 'TKT-AAAAAAAA', token: null }, { status: 201 }),
    ),
  );
  const requests = recordRequests();
  const signedOut = fakeSession();
  renderAt('/support/tickets/TKT-AAAAAAAA?token=abc.def', signedOut);
  expect(await screen.findByRole('heading', { name: 'Webhooks stopped' })).toBeVisible();
  expect(signedOut.redirectToLogin).not.toHaveBeenCalled();
  expect(screen.getByText('Waiting for your reply')).toBeVisible();
  expect(screen.getByText('req_123')).toBeVisible();
  const thread = screen.getByRole('list', { name: 'Conversation' });
  expect(within(thread).getByText('Which request?')).toBeVisible();
  expect(screen.queryByRole('link', { name: 'Back to your tickets' })).not.toBeInTheDocument();

  await userEvent.type(screen.getByLabelText('Your reply'), 'req_123, the transfer.');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  const post = requests.find((request) => request.method === 'POST')!;
  expect(new URL(post.url).searchParams.get('token')).toBe('abc.def');
  expect(await post.json()).toEqual({ body: 'req_123, the transfer.' });
});

it('shows the server’s sentence for a link that no longer opens the ticket', async () => {
  apiServer.use(
    http.get(PATHS.ticket('TKT-AAAAAAAA'), () =>
      HttpResponse.json({ error: CUSTOMER_TICKET_MESSAGES.linkExpired }, { status: 403 }),
    ),
  );
  renderAt('/support/tickets/TKT-AAAAAAAA?token=old', fakeSession());
  expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_TICKET_MESSAGES.linkExpired);
});

it('asks Was this helpful? on a solved ticket, takes a No with a comment, then thanks', async () => {
  const solved = ticket({ status: 'solved' });
  apiServer.use(
    http.get(PATHS.ticket('TKT-AAAAAAAA'), () => HttpResponse.json(solved)),
    http.post(PATHS.rating('TKT-AAAAAAAA'), () =>
      HttpResponse.json(
        ticket({
          status: 'solved',
          rating: { helpful: false, comment: 'Still broken', ratedAt: '2026-11-24T10:00:00.000Z' },
        }),
      ),
    ),
  );
  const requests = recordRequests();
  renderAt('/support/tickets/TKT-AAAAAAAA');
  const rating = await screen.findByRole('region', { name: CUSTOMER_TICKET_MESSAGES.ratingQuestion });
  await userEvent.click(within(rating).getByRole('button', { name: 'No' }));
  await userEvent.type(within(rating).getByLabelText('What did not help? (optional)'), 'Still broken');
  await userEvent.click(within(rating).getByRole('button', { name: 'Send' }));
  expect(await screen.findByRole('status')).toHaveTextContent(
    `${CUSTOMER_TICKET_MESSAGES.ratingThanks} You answered No.`,
  );
  const post = requests.find((request) => request.method === 'POST')!;
  expect(await post.json()).toEqual({ helpful: false, comment: 'Still broken' });
});

it('shows a refused rating in words, and says a reply reopened a solved ticket', async () => {
  let current = ticket({ status: 'solved' });
  apiServer.use(
    http.get(PATHS.ticket('TKT-AAAAAAAA'), () => HttpResponse.json(current)),
    http.post(PATHS.rating('TKT-AAAAAAAA'), () =>
      HttpResponse.json({ error: CUSTOMER_TICKET_MESSAGES.alreadyRated }, { status: 409 }),
    ),
    http.post(PATHS.messages('TKT-AAAAAAAA'), () => {
      current = ticket({ status: 'open' });
      return HttpResponse.json({ ticketId: 'TKT-AAAAAAAA', token: null }, { status: 201 });
    }),
  );
  renderAt('/support/tickets/TKT-AAAAAAAA');
  await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(CUSTOMER_TICKET_MESSAGES.alreadyRated);
  await userEvent.type(screen.getByLabelText('Your reply'), 'It came back.');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByRole('status')).toHaveTextContent(CUSTOMER_TICKET_MESSAGES.reopened);
  expect(screen.getByText("We're looking into it")).toBeVisible();
});

it('says a reply to a closed ticket opens a new one, and goes to it', async () => {
  apiServer.use(
    http.get(PATHS.ticket('TKT-AAAAAAAA'), () => HttpResponse.json(ticket({ status: 'closed' }))),
    http.get(PATHS.ticket('TKT-NNNNNNNN'), () =>
      HttpResponse.json(
        ticket({
          ticketId: 'TKT-NNNNNNNN',
          subject: 'Webhooks stopped again',
          status: 'open',
          previousTicketId: 'TKT-AAAAAAAA',
        }),
      ),
    ),
    http.post(PATHS.messages('TKT-AAAAAAAA'), () =>
      HttpResponse.json({ ticketId: 'TKT-NNNNNNNN', token: null }, { status: 201 }),
    ),
  );
  renderAt('/support/tickets/TKT-AAAAAAAA');
  expect(await screen.findByLabelText('Your reply')).toHaveAccessibleDescription(CUSTOMER_TICKET_MESSAGES.closedReply);
  await userEvent.type(screen.getByLabelText('Your reply'), 'Again.');
  await userEvent.click(screen.getByRole('button', { name: 'Send reply' }));
  expect(await screen.findByRole('heading', { name: 'Webhooks stopped again' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'TKT-AAAAAAAA' })).toHaveAttribute('href', '/support/tickets/TKT-AAAAAAAA');
});

it('names the ticket a reply opened after this one closed, and asks for a reply before sending one', async () => {
  apiServer.use(
    http.get(PATHS.ticket('TKT-AAAAAAAA'), () => HttpResponse.json(ticket({ status: 'open', nextTicketId: null }))),
    http.get(PATHS.ticket('TKT-CCCCCCCC'), () =>
      HttpResponse.json(ticket({ ticketId: 'TKT-CCCCCCCC', status: 'closed', nextTicketId: 'TKT-DDDDDDDD' })),
    ),
  );
  renderAt('/support/tickets/TKT-AAAAAAAA');
  await userEvent.click(await screen.findByRole('button', { name: 'Send reply' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Write your reply first.');

  renderAt('/support/tickets/TKT-CCCCCCCC');
  expect(await screen.findByRole('link', { name: 'TKT-DDDDDDDD' })).toHaveAttribute(
    'href',
    '/support/tickets/TKT-DDDDDDDD',
  );
});
