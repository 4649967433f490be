/**
 * What a day of traffic leaves in the log: a checkout from the success page's browser, a sign-in
 * through the callback page, and an insert the database refuses. None of the visitor's email,
 * name, sign-in code or state may appear in any line, only that the requests happened.
 */
import { approvedCheckout } from '../testing/signed-in-customer';
import { startAndAuthorize } from '../testing/sign-in-flow';
import { appWithIdentityProvider } from '../testing/app-with-identity-provider';

const SITE = 'http://localhost:8080';
const BUYER = { email: 'Zelda.Quartermaine@example.com', name: 'Zelda Quartermaine' };
const SIGNER = { email: 'yusuf.abernathy@example.com', name: 'Yusuf Abernathy' };
const TICKET = { name: 'Xavier Okonkwo-Lindqvist', email: 'xavier.ol@example.com', subject: 'Help', message: 'Hi' };

const suite = appWithIdentityProvider(SITE);

it('keeps emails, names, sign-in codes and states out of every log line', async () => {
  const checkout = approvedCheckout('business', BUYER.email, BUYER.name);
  await suite.api
    .http()
    .post('/api/checkout/process')
    .set('Referer', `${SITE}/success?plan=business&email=${encodeURIComponent(BUYER.email)}&name=Zelda%20Quartermaine`)
    .send(checkout)
    .expect(200);

  const { loginCookie, params } = await startAndAuthorize(suite.api, SIGNER);
  const callbackPage = `${SITE}/auth/callback?${new URLSearchParams(params)}`;
  await suite.api
    .http()
    .post('/api/sessions')
    .set({ Cookie: loginCookie, Referer: callbackPage })
    .send(params)
    .expect(201);

  // The database refuses the row with an error that quotes it, as PostgreSQL's errors can.
  await suite.api.database.rows(
    `create function refuse_ticket() returns trigger language plpgsql as $$
     begin raise exception 'ticket from % <%> refused', new.name, new.email using detail = new.message; end $$`,
    [],
  );
  await suite.api.database.rows(
    'create trigger refuse_ticket before insert on support_tickets for each row execute function refuse_ticket()',
    [],
  );
  try {
    await suite.api.http().post('/api/support').set('Referer', `${SITE}/support`).send(TICKET).expect(500);
  } finally {
    await suite.api.database.rows('drop trigger refuse_ticket on support_tickets', []);
  }

  const text = suite.api.logs.text;
  // The requests are there, and the failure with what an operator needs to find it.
  expect(suite.api.logs.entries().filter((entry) => entry.msg === 'request completed').length).toBeGreaterThanOrEqual(
    3,
  );
  const failure = suite.api.logs.entries().find((entry) => entry.msg === 'Request failed');
  expect(failure).toMatchObject({
    err: { type: 'DatabaseError', code: 'P0001' },
    query: expect.stringMatching(/insert into "support_tickets"/),
  });
  expect(text).toContain(`"referer":"${SITE}/success"`);
  expect(text).toContain(`"referer":"${SITE}/auth/callback"`);

  for (const secret of [
    BUYER.email,
    BUYER.email.toLowerCase(),
    encodeURIComponent(BUYER.email),
    'Zelda',
    'Quartermaine',
    SIGNER.email,
    'Abernathy',
    params.code,
    params.state,
    TICKET.name,
    TICKET.email,
  ]) {
    expect({ secret, found: text.includes(secret) }).toEqual({ secret, found: false });
  }
});
