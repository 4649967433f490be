/** Verified domains through a real DNS server on loopback (DNS_SERVERS): the TXT record decides. */
import type { DomainStatus } from '@northvault/contracts/white-label-domains';
import { signedInCustomer, type SignedInCustomer } from '../../testing/signed-in-customer';
import { as, brandOf, startWhiteLabelWorld, type WhiteLabelWorld } from '../../testing/white-label-world';

let world: WhiteLabelWorld;

beforeAll(async () => {
  world = await startWhiteLabelWorld();
});

afterAll(() => world?.close());

let sequence = 0;
/** A customer whose draft names a domain of its own under a real-looking name. */
async function withDomain(domain = `bank-${(sequence += 1)}-${Date.now()}.example.com`) {
  const customer = await signedInCustomer(world.api, 'enterprise');
  const { id } = (
    await as(world.api, customer)
      .post('/api/white-label/config', { ...brandOf(world, customer), domain })
      .expect(200)
  ).body;
  const status: DomainStatus = (await as(world.api, customer).get('/api/white-label/config')).body.domain;
  return { customer, configId: id as string, domain, status };
}

const verify = (customer: SignedInCustomer) => as(world.api, customer).post('/api/white-label/domain/verify');

describe('a domain of the organisation’s own', () => {
  it('shows the TXT record to create, with a token of this organisation, and is not set up yet', async () => {
    const { domain, status } = await withDomain();
    expect(status).toEqual({
      domain,
      verified: false,
      method: null,
      recordName: `_northvault-verify.${domain}`,
      recordValue: expect.stringMatching(/^northvault-verify=[0-9a-f]{32}$/),
    });
  });

  it('is not verified while the record is missing, and cannot be deployed', async () => {
    const { customer, configId, domain } = await withDomain();
    const response = await verify(customer).expect(400);
    expect(response.body.error).toBe(
      `No TXT record was found at _northvault-verify.${domain}. Add it at your DNS provider; changes can take a few minutes to appear.`,
    );
    const deploy = await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(400);
    expect(deploy.body.error).toBe(
      'Verify your domain before deploying: add the TXT record shown under Domain Setup, then press Verify domain.',
    );
  });

  it('is not verified by a record holding another token', async () => {
    const { customer, domain, status } = await withDomain();
    world.dns.txt.set(status.recordName, ['northvault-verify=0123456789abcdef0123456789abcdef', 'v=spf1 -all']);
    const response = await verify(customer).expect(400);
    expect(response.body.error).toBe(
      `The TXT record at _northvault-verify.${domain} does not hold this organisation’s token. Set it to the value shown, then verify again.`,
    );
    expect((await as(world.api, customer).get('/api/white-label/config')).body.domain.verified).toBe(false);
  });

  it('is verified by the right token, after which it deploys and is served', async () => {
    const { customer, configId, domain, status } = await withDomain();
    world.dns.txt.set(status.recordName, ['some-other-record', status.recordValue]);
    const response = await verify(customer).expect(200);
    expect(response.body).toEqual({ success: true, domain: { ...status, verified: true, method: 'dns' } });
    await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(200);
    expect((await world.api.http().get(`/api/tenant-brands/${domain}`).expect(200)).body.domain).toBe(domain);
  });

  it('answers 400 when the draft has no domain to verify', async () => {
    const customer = await signedInCustomer(world.api, 'enterprise');
    await as(world.api, customer)
      .post('/api/white-label/config', { ...brandOf(world, customer), domain: '' })
      .expect(200);
    expect((await verify(customer).expect(400)).body.error).toBe(
      'Save a domain on the Configure tab before verifying it.',
    );
  });
});

describe('a domain claimed by another organisation', () => {
  it('can be named by two organisations, but only the first to verify it owns it', async () => {
    const domain = `shared-${Date.now()}.example.com`;
    const first = await withDomain(domain);
    const second = await withDomain(domain);
    // Each organisation has a token of its own.
    expect(first.status.recordValue).not.toBe(second.status.recordValue);

    world.dns.txt.set(first.status.recordName, [first.status.recordValue, second.status.recordValue]);
    await verify(first.customer).expect(200);
    const taken = await verify(second.customer).expect(409);
    expect(taken.body.error).toBe('This domain is already used by another organisation.');

    // Once verified, nobody else may even save it, in any case.
    const third = await signedInCustomer(world.api, 'enterprise');
    const saved = await as(world.api, third)
      .post('/api/white-label/config', { ...brandOf(world, third), domain: domain.toUpperCase() })
      .expect(409);
    expect(saved.body.error).toBe('This domain is already used by another organisation.');
    await as(world.api, second.customer).post('/api/white-label/deploy', { configId: second.configId }).expect(400);
  });

  it('cannot be verified by two organisations at the same moment', async () => {
    const domain = `race-${Date.now()}.example.com`;
    const claimants = await Promise.all([withDomain(domain), withDomain(domain), withDomain(domain)]);
    world.dns.txt.set(
      claimants[0]!.status.recordName,
      claimants.map((claimant) => claimant.status.recordValue),
    );
    const statuses = await Promise.all(claimants.map(async ({ customer }) => (await verify(customer)).status));
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });
});
