/**
 * The agent role through a real sign-in at the local provider: the user `npm start` makes an agent signs in,
 * learns the role from /api/users/me and opens the desk; a customer signed in the same way does not.
 */
import { SUPPORT_AGENT_REQUIRED } from '@northvault/contracts/permissions';
import { DESK_API_PATHS } from '@northvault/contracts/support-desk';
import { appWithIdentityProvider } from '../../testing/app-with-identity-provider';
import { signIn } from '../../testing/sign-in-flow';

const suite = appWithIdentityProvider(undefined, { SUPPORT_AGENT_EMAILS: 'agent@northvault.localhost' });

it('makes agent@northvault.localhost an agent when SUPPORT_AGENT_EMAILS lists it, and nobody else', async () => {
  const agent = await signIn(suite.api, { email: 'agent@northvault.localhost', name: 'Support Agent' });
  const me = await suite.api.http().get('/api/users/me').set('Cookie', agent).expect(200);
  expect(me.body.roles).toEqual(['support-agent']);
  await suite.api.http().get(DESK_API_PATHS.tickets).set('Cookie', agent).expect(200);

  const customer = await signIn(suite.api, { email: 'customer@example.com', name: 'Customer' });
  expect((await suite.api.http().get('/api/users/me').set('Cookie', customer).expect(200)).body.roles).toEqual([]);
  const refused = await suite.api.http().get(DESK_API_PATHS.tickets).set('Cookie', customer).expect(403);
  expect(refused.body.error).toBe(SUPPORT_AGENT_REQUIRED);
});
