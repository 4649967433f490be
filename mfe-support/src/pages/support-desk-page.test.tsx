import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SUPPORT_AGENT_REQUIRED } from '@northvault/contracts/permissions';
import { DESK_API_PATHS, type DeskTicketResponse, type DeskTicketSummary } from '@northvault/contracts/support-desk';
import { SessionProvider } from '@northvault/session';
import { signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import SupportDeskPage from './support-desk-page';

const NOW = '2026-11-23T12:00:00.000Z';

const summary = (overrides: Partial<DeskTicketSummary>): DeskTicketSummary => ({
  ticketId: 'TKT-AAAAAAAA',
  subject: 'Webhooks stopped',
  requester: { name: 'Ada', email: 'ada@example.com', planId: 'business', accountId: 'acct_42' },
  priority: 'urgent',
  category: 'technical',
  status: 'open',
  createdAt: '2026-11-23T10:00:00.000Z',
  firstResponseDueAt: '2026-11-23T11:00:00.000Z',
  firstResponseAt: null,
  overdue: true,
  assignee: null,
  requestId: null,
  ...overrides,
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <SessionProvider value={signedInSession(null)}>
        <Routes>
          <Route path="/support/desk" element={<SupportDeskPage />} />
          <Route path="/support/desk/:ticketId" element={<SupportDeskPage />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

it('lists the queue with requester, plan, priority, category, age and overdue in words', async () => {
  apiServer.use(
    http.get(DESK_API_PATHS.tickets, () =>
      HttpResponse.json({
        now: NOW,
        tickets: [
          summary({}),
          summary({
            ticketId: 'TKT-BBBBBBBB',
            subject: 'Invoice question',
            requester: { name: 'Bo', email: 'bo@example.com', planId: null, accountId: null },
            priority: 'low',
            category: 'billing',
            firstResponseDueAt: '2026-11-25T14:30:00.000Z',
            overdue: false,
          }),
        ],
      }),
    ),
  );
  renderAt('/support/desk');
  const rows = await screen.findAllByRole('row');
  expect(rows.slice(1).map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent))).toEqual([
    ['Webhooks stopped', 'Ada (ada@example.com)', 'Business', 'Urgent', 'Technical', '2 h', 'Overdue by 1 h'],
    ['Invoice question', 'Bo (bo@example.com)', 'No plan', 'Low', 'Billing', '2 h', '2 d 2 h left'],
  ]);
  expect(within(rows[1]!).getByRole('link', { name: 'Webhooks stopped' })).toHaveAttribute(
    'href',
    '/support/desk/TKT-AAAAAAAA',
  );
});

it('sends the filters to the server', async () => {
  apiServer.use(http.get(DESK_API_PATHS.tickets, () => HttpResponse.json({ now: NOW, tickets: [] })));
  const requests = recordRequests();
  renderAt('/support/desk');
  expect(await screen.findByText('No tickets match.')).toBeVisible();
  await userEvent.selectOptions(screen.getByLabelText('Priority'), 'high');
  await userEvent.click(screen.getByLabelText('Assigned to me'));
  const last = new URL(requests.at(-1)!.url);
  expect(Object.fromEntries(last.searchParams)).toEqual({ priority: 'high', mine: 'true' });
});

it('tells someone who is not an agent that the desk is for agents', async () => {
  apiServer.use(
    http.get(DESK_API_PATHS.tickets, () =>
      HttpResponse.json({ success: false, statusCode: 403, error: SUPPORT_AGENT_REQUIRED }, { status: 403 }),
    ),
  );
  renderAt('/support/desk');
  expect(await screen.findByRole('alert')).toHaveTextContent(SUPPORT_AGENT_REQUIRED);
});

it('shows the thread with notes marked, and sends a reply and an internal note', async () => {
  const ticket: DeskTicketResponse = {
    now: NOW,
    ticket: summary({ requestId: 'req_7f3a9c' }),
    messages: [
      {
        id: 'm1',
        kind: 'customer',
        authorName: 'Ada',
        body: 'It broke.',
        source: 'web',
        createdAt: '2026-11-23T10:00:00.000Z',
      },
    ],
  };
  const replied: DeskTicketResponse = {
    ...ticket,
    ticket: summary({ status: 'awaiting_customer', firstResponseAt: NOW, overdue: false }),
    messages: [
      ...ticket.messages,
      { id: 'm2', kind: 'note', authorName: 'Agent', body: 'Check logs.', source: 'web', createdAt: NOW },
      { id: 'm3', kind: 'agent', authorName: 'Agent', body: 'On it.', source: 'web', createdAt: NOW },
    ],
  };
  apiServer.use(
    http.get(DESK_API_PATHS.ticket('TKT-AAAAAAAA'), () => HttpResponse.json(ticket)),
    http.post(DESK_API_PATHS.messages('TKT-AAAAAAAA'), () => HttpResponse.json(replied, { status: 201 })),
  );
  const requests = recordRequests();
  renderAt('/support/desk/TKT-AAAAAAAA');

  expect(await screen.findByRole('heading', { name: 'Webhooks stopped' })).toBeVisible();
  expect(screen.getByText('acct_42')).toBeVisible();
  expect(screen.getByText('req_7f3a9c')).toBeVisible();
  expect(screen.getByText('Overdue by 1 h')).toBeVisible();
  await userEvent.type(screen.getByLabelText('Your message'), 'Check logs.');
  await userEvent.click(screen.getByRole('button', { name: 'Add internal note' }));
  expect(await screen.findByText('Internal note · Agent')).toBeVisible();
  expect(screen.getByLabelText('Status')).toHaveValue('awaiting_customer');
  expect(screen.getByLabelText('Your message')).toHaveValue('');
  const posted = requests.filter((request) => request.method === 'POST');
  expect(await posted[0]!.json()).toEqual({ body: 'Check logs.', internal: true });
});

it('says when no request is attached to the ticket', async () => {
  apiServer.use(
    http.get(DESK_API_PATHS.ticket('TKT-AAAAAAAA'), () =>
      HttpResponse.json({ now: NOW, ticket: summary({}), messages: [] } satisfies DeskTicketResponse),
    ),
  );
  renderAt('/support/desk/TKT-AAAAAAAA');
  expect(await screen.findByText('None attached')).toBeVisible();
});
