/**
 * Load: 200 concurrent clients create support tickets and contact messages for 30 seconds
 * (LOAD_TEST_SECONDS=5 for a quick local run) against the app listening on a local port, on the
 * run's engine. No answer may be a 5xx, and the database must hold exactly the rows that were
 * answered 201: none lost, none extra.
 */
import { contactMessages, supportTickets } from './database/schema';
import { type HttpAnswer, HttpClient, jsonBody } from './testing/http-client';
import { createTestApp, type TestApp } from './testing/test-app';

const CLIENTS = 200;
const DURATION_SECONDS = Number(process.env.LOAD_TEST_SECONDS || 30);

jest.setTimeout((DURATION_SECONDS + 120) * 1000);

let api: TestApp;
let client: HttpClient;

beforeAll(async () => {
  api = await createTestApp({
    // One address sends everything here, so the per-IP limits are raised out of the way; request
    // lines are logged only for failures.
    env: { THROTTLE_LIMIT: '1000000', THROTTLE_WRITE_LIMIT: '1000000', LOG_LEVEL: 'warn' },
  });
  await api.app.listen(0, '127.0.0.1');
  client = new HttpClient(await api.app.getUrl(), { sockets: CLIENTS });
});

afterAll(async () => {
  client?.close();
  await api?.close();
});

async function storedIds() {
  const [tickets, messages] = await Promise.all([
    api.database.db.select({ id: supportTickets.ticketId }).from(supportTickets),
    api.database.db.select({ id: contactMessages.id }).from(contactMessages),
  ]);
  return { tickets: new Set(tickets.map((row) => row.id)), messages: new Set(messages.map((row) => row.id)) };
}

it(`serves ${CLIENTS} concurrent clients for ${DURATION_SECONDS} s with no 5xx, storing exactly what it acknowledged`, async () => {
  const before = await storedIds();
  const statuses: Record<string, number> = {};
  const networkErrors: string[] = [];
  const acknowledged = { tickets: new Set<string>(), messages: new Set<string>() };
  const count = (answer: HttpAnswer) => (statuses[answer.status] = (statuses[answer.status] ?? 0) + 1);

  const started = Date.now();
  const deadline = started + DURATION_SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, clientNumber) => {
      for (let request = 0; Date.now() < deadline; request += 1) {
        const label = `client ${clientNumber} request ${request}`;
        try {
          if ((clientNumber + request) % 2 === 0) {
            const answer = await client.sendJson('/api/support', {
              name: 'Load Tester',
              email: `load-${clientNumber}@example.com`,
              subject: label,
              message: 'A ticket sent under load.',
              priority: 'low',
            });
            count(answer);
            if (answer.status === 201) acknowledged.tickets.add((jsonBody(answer) as { ticketId: string }).ticketId);
          } else {
            const answer = await client.sendJson('/api/contact', {
              name: 'Load Tester',
              email: `load-${clientNumber}@example.com`,
              message: label,
            });
            count(answer);
            if (answer.status === 201) acknowledged.messages.add((jsonBody(answer) as { id: string }).id);
          }
        } catch (error) {
          networkErrors.push(`${label}: ${(error as Error).message}`);
        }
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const total = Object.values(statuses).reduce((sum, value) => sum + value, 0);
  console.info(
    `Load on ${api.database.engine}: ${total} requests in ${seconds.toFixed(1)} s ` +
      `(${Math.round(total / seconds)}/s) from ${CLIENTS} clients; answers ${JSON.stringify(statuses)}`,
  );

  expect(networkErrors.slice(0, 5)).toEqual([]);
  expect(Object.keys(statuses).filter((status) => Number(status) >= 500)).toEqual([]);
  expect(statuses).toEqual({ 201: acknowledged.tickets.size + acknowledged.messages.size });
  expect(acknowledged.tickets.size).toBeGreaterThan(0);
  expect(acknowledged.messages.size).toBeGreaterThan(0);

  const after = await storedIds();
  for (const kind of ['tickets', 'messages'] as const) {
    const added = [...after[kind]].filter((id) => !before[kind].has(id));
    const lost = [...acknowledged[kind]].filter((id) => !after[kind].has(id));
    const unanswered = added.filter((id) => !acknowledged[kind].has(id));
    expect({ kind, lost: lost.slice(0, 10), unanswered: unanswered.slice(0, 10) }).toEqual({
      kind,
      lost: [],
      unanswered: [],
    });
    expect(added.length).toBe(acknowledged[kind].size);
  }
});
