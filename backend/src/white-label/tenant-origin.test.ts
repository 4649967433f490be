/** Forms on a white-label tenant's domain: the site itself under another name, not another site. */
import { as, enterpriseWithDraft, startWhiteLabelWorld, type WhiteLabelWorld } from '../testing/white-label-world';

let world: WhiteLabelWorld;
let domain: string;
let owner: Awaited<ReturnType<typeof enterpriseWithDraft>>;

beforeAll(async () => {
  world = await startWhiteLabelWorld();
  owner = await enterpriseWithDraft(world);
  domain = owner.brand.domain;
  await as(world.api, owner.customer).post('/api/white-label/deploy', { configId: owner.configId }).expect(200);
});

afterAll(() => world?.close());

const MESSAGE = { name: 'Ada', email: 'ada@example.com', message: 'Hello from the branded site' };
/** A contact message as the site's proxy forwards it: the host the browser addressed, and its Origin. */
const contact = (origin: string, addressedHost: string) =>
  world.api
    .http()
    .post('/api/contact')
    .set({ Origin: origin, 'X-Forwarded-Host': addressedHost, 'Sec-Fetch-Site': 'same-origin' })
    .send(MESSAGE);

it('accepts a form sent from a live tenant’s own pages', async () => {
  await contact(`http://${domain}:8080`, `${domain}:8080`).expect(201);
});

it('refuses a tenant’s origin on a request addressed to another host (the main site)', async () => {
  await contact(`http://${domain}:8080`, 'localhost:8080').expect(403);
});

it('refuses a host nobody is live on, and a tenant once it is deactivated', async () => {
  await contact('http://nobody.localhost:8080', 'nobody.localhost:8080').expect(403);
  await as(world.api, owner.customer).post('/api/white-label/deactivate').expect(200);
  await contact(`http://${domain}:8080`, `${domain}:8080`).expect(403);
});
