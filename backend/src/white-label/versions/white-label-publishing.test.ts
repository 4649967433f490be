/** Publishing versions, what each host serves, rollback, deactivation, the contrast gate and asset copies. */
import type { WhiteLabelVersion } from '@northvault/contracts/api';
import { PNG_PIXEL, SVG_LOGO } from '../../testing/loopback-asset-server';
import { signedInCustomer } from '../../testing/signed-in-customer';
import {
  as,
  brandOf,
  enterpriseWithDraft,
  startWhiteLabelWorld,
  type WhiteLabelWorld,
} from '../../testing/white-label-world';

let world: WhiteLabelWorld;

beforeAll(async () => {
  world = await startWhiteLabelWorld();
});

afterAll(() => world?.close());

const brandOfHost = (host: string) => world.api.http().get(`/api/tenant-brands/${host}`);

describe('publishing', () => {
  it('publishes the draft as version 1, serves it on its domain, and copies the logo and favicon', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world);
    const client = as(world.api, customer);
    const deployed = await client.post('/api/white-label/deploy', { configId }).expect(200);
    expect(deployed.body).toEqual({
      success: true,
      version: {
        id: expect.stringMatching(/^WLV-/),
        number: 1,
        brand,
        publishedAt: expect.any(String),
        publishedBy: { email: customer.email, name: 'Test Customer' },
        live: true,
        changes: [],
      },
    });

    const served = await brandOfHost(brand.domain.toUpperCase()).expect(200);
    expect(served.body).toEqual({
      organizationId: expect.stringMatching(/^ORG-/),
      versionId: deployed.body.version.id,
      versionNumber: 1,
      domain: brand.domain,
      companyName: 'Acme Bank',
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      accentColor: brand.accentColor,
      backgroundGradient: brand.backgroundGradient,
      fontFamily: 'Inter',
      contactEmail: 'help@acme.example',
      contactPhone: '+44 20 7946 0321',
      logoUrl: expect.stringMatching(/^\/api\/tenant-assets\/WLA-[0-9A-Z]{16}$/),
      faviconUrl: expect.stringMatching(/^\/api\/tenant-assets\/WLA-[0-9A-Z]{16}$/),
    });

    const logo = await world.api.http().get(served.body.logoUrl).buffer(true).expect(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(logo.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(logo.body)).toEqual(SVG_LOGO);
    const favicon = await world.api.http().get(served.body.faviconUrl).buffer(true).expect(200);
    expect(favicon.headers['content-type']).toBe('image/png');
    expect(Buffer.from(favicon.body)).toEqual(PNG_PIXEL);

    const { body } = await client.get('/api/white-label/config').expect(200);
    expect(body).toMatchObject({ config: { isActive: true }, upToDate: true, live: { number: 1 } });
  });

  it('answers 404 for a host nobody is live on, or that is not a host name', async () => {
    expect((await brandOfHost('nobody.localhost').expect(404)).body.error).toBe(
      'No organisation is live on this host.',
    );
    await brandOfHost('not a host').expect(404);
    await world.api.http().get('/api/tenant-assets/WLA-0000000000000000').expect(404);
    await world.api.http().get('/api/tenant-assets/..%2Fsecrets').expect(404);
  });

  it('keeps the copies: a logo changed at its source changes nothing published', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world, (someone) => ({
      ...brandOf(world, someone),
      logoUrl: `${world.assets.origin}/changing-logo.png`,
    }));
    world.assets.routes.set('/changing-logo.png', { contentType: 'image/png', body: PNG_PIXEL });
    await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(200);
    world.assets.routes.set('/changing-logo.png', { contentType: 'image/svg+xml', body: SVG_LOGO });
    const served = (await brandOfHost(brand.domain)).body;
    const logo = await world.api.http().get(served.logoUrl).buffer(true).expect(200);
    expect(Buffer.from(logo.body)).toEqual(PNG_PIXEL);
  });

  it('shows a saved change as waiting, then publishes it as version 2 with what changed', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world);
    const client = as(world.api, customer);
    await client.post('/api/white-label/deploy', { configId }).expect(200);

    await client.post('/api/white-label/config', { ...brand, primaryColor: '#047857' }).expect(200);
    const waiting = (await client.get('/api/white-label/config')).body;
    expect(waiting).toMatchObject({ config: { isActive: true, primaryColor: '#047857' }, upToDate: false });
    // Saving changes nothing that visitors see.
    expect((await brandOfHost(brand.domain)).body.primaryColor).toBe(brand.primaryColor);

    const second = (await client.post('/api/white-label/deploy', { configId }).expect(200)).body.version;
    expect(second).toMatchObject({
      number: 2,
      live: true,
      changes: [{ field: 'primaryColor', before: brand.primaryColor, after: '#047857' }],
    });
    expect((await brandOfHost(brand.domain)).body).toMatchObject({ primaryColor: '#047857', versionNumber: 2 });
    expect((await client.get('/api/white-label/config')).body.upToDate).toBe(true);

    const versions: WhiteLabelVersion[] = (await client.get('/api/white-label/versions').expect(200)).body.versions;
    expect(versions.map(({ number, live }) => ({ number, live }))).toEqual([
      { number: 2, live: true },
      { number: 1, live: false },
    ]);
  });

  it('publishes nothing new when the draft is what is live: two clicks at once, or a retry', async () => {
    const { customer, configId } = await enterpriseWithDraft(world);
    const client = as(world.api, customer);
    const [first, second] = await Promise.all([
      client.post('/api/white-label/deploy', { configId }).expect(200),
      client.post('/api/white-label/deploy', { configId }).expect(200),
    ]);
    const retry = await client.post('/api/white-label/deploy', { configId }).expect(200);
    expect([first.body.version.number, second.body.version.number, retry.body.version.number]).toEqual([1, 1, 1]);
    expect((await client.get('/api/white-label/versions')).body.versions).toHaveLength(1);
    const publishes = (await client.get('/api/white-label/audit')).body.entries.filter(
      (entry: { action: string }) => entry.action === 'publish',
    );
    expect(publishes).toHaveLength(1);
  });

  it('numbers the versions of one organisation 1, 2, 3', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world);
    const client = as(world.api, customer);
    await client.post('/api/white-label/deploy', { configId }).expect(200);
    for (const primaryColor of ['#0369a1', '#b91c1c']) {
      await client.post('/api/white-label/config', { ...brand, primaryColor }).expect(200);
      await client.post('/api/white-label/deploy', { configId }).expect(200);
    }
    const versions = (await client.get('/api/white-label/versions')).body.versions as WhiteLabelVersion[];
    expect(versions.map((version) => version.number)).toEqual([3, 2, 1]);
  });

  it('keeps published versions immutable in the database itself', async () => {
    const { customer, configId } = await enterpriseWithDraft(world);
    const { version } = (await as(world.api, customer).post('/api/white-label/deploy', { configId })).body;
    await expect(
      world.api.database.rows(`update white_label_versions set primary_color = '#000000' where id = $1`, [version.id]),
    ).rejects.toThrow(/white_label_versions rows are immutable/);
  });
});

describe('the publish gate', () => {
  it('refuses a primary colour on which no text reaches 4.5:1, naming the pair, and publishes nothing', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world, (someone) => ({
      ...brandOf(world, someone),
      primaryColor: '#7a7a7a',
    }));
    const response = await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(400);
    expect(response.body).toEqual({
      success: false,
      statusCode: 400,
      error: 'Text on the primary color is below WCAG AA: #ffffff on #7a7a7a is 4.29:1, under 4.5:1.',
      fields: {
        primaryColor: 'Text on the primary color is below WCAG AA: #ffffff on #7a7a7a is 4.29:1, under 4.5:1.',
      },
    });
    await brandOfHost(brand.domain).expect(404);
    expect((await as(world.api, customer).get('/api/white-label/versions')).body.versions).toEqual([]);
  });

  it('refuses a background too light for the text set on it, naming the pair', async () => {
    const { customer, configId } = await enterpriseWithDraft(world, (someone) => ({
      ...brandOf(world, someone),
      backgroundGradient: 'linear-gradient(135deg, #1e1b4b 0%, #94a3b8 60%, #0f172a 100%)',
    }));
    const response = await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(400);
    expect(response.body.error).toBe(
      'Text on the background is below WCAG AA: #cbd5e1 on #94a3b8 is 1.72:1, under 4.5:1.',
    );
  });

  it('passes the default colours and background', async () => {
    const { customer, configId } = await enterpriseWithDraft(world);
    await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(200);
  });

  it.each([
    ['no logo', { logoUrl: '' }],
    ['no favicon', { faviconUrl: '' }],
    ['no domain', { domain: '' }],
  ])('refuses to publish with %s', async (_, missing) => {
    const { customer, configId } = await enterpriseWithDraft(world, (someone) => ({
      ...brandOf(world, someone),
      ...missing,
    }));
    const response = await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(400);
    expect(response.body.error).toBe('Please complete the configuration steps before deploying.');
  });

  it('refuses an asset that cannot be fetched, naming the field and why', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world, (someone) => ({
      ...brandOf(world, someone),
      logoUrl: `${world.assets.origin}/gone.png`,
      faviconUrl: 'http://10.1.2.3/favicon.ico',
    }));
    const response = await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(400);
    expect(response.body.fields).toEqual({
      logoUrl: 'logoUrl could not be fetched: the server answered HTTP 404.',
      faviconUrl:
        'faviconUrl could not be fetched: 10.1.2.3 is on a private or reserved network address (10.1.2.3), which is never fetched.',
    });
    expect(response.body.error).toBe(response.body.fields.logoUrl);
    await brandOfHost(brand.domain).expect(404);
  });
});

describe('rollback and deactivation', () => {
  it('puts an earlier version back live, then takes the platform down, each shown on the domain at once', async () => {
    const { customer, configId, brand } = await enterpriseWithDraft(world);
    const client = as(world.api, customer);
    const first = (await client.post('/api/white-label/deploy', { configId })).body.version;
    await client.post('/api/white-label/config', { ...brand, primaryColor: '#b91c1c' }).expect(200);
    const second = (await client.post('/api/white-label/deploy', { configId })).body.version;

    const rolledBack = await client.post(`/api/white-label/versions/${first.id}/rollback`).expect(200);
    expect(rolledBack.body).toMatchObject({ success: true, version: { id: first.id, number: 1, live: true } });
    expect((await brandOfHost(brand.domain)).body).toMatchObject({
      primaryColor: brand.primaryColor,
      versionNumber: 1,
    });
    // The draft still holds the newer colour: it is waiting to be deployed again.
    expect((await client.get('/api/white-label/config')).body).toMatchObject({
      upToDate: false,
      live: { number: 1 },
      config: { primaryColor: '#b91c1c', isActive: true },
    });

    const again = await client.post(`/api/white-label/versions/${first.id}/rollback`).expect(409);
    expect(again.body.error).toBe('This version is already live.');
    await client.post(`/api/white-label/versions/${second.id}/rollback`).expect(200);
    expect((await brandOfHost(brand.domain)).body.versionNumber).toBe(2);

    await client.post('/api/white-label/deactivate').expect(200);
    await brandOfHost(brand.domain).expect(404);
    expect((await client.get('/api/white-label/config')).body).toMatchObject({
      config: { isActive: false },
      live: null,
      upToDate: false,
    });
    const twice = await client.post('/api/white-label/deactivate').expect(409);
    expect(twice.body.error).toBe('The platform is not live.');

    // Any version can come back after a deactivation.
    await client.post(`/api/white-label/versions/${first.id}/rollback`).expect(200);
    expect((await brandOfHost(brand.domain)).body.versionNumber).toBe(1);
  });

  it('answers 404 for a version that does not exist, and 400 for an id of the wrong shape', async () => {
    const { customer } = await enterpriseWithDraft(world);
    const client = as(world.api, customer);
    const response = await client.post('/api/white-label/versions/WLV-0000000000/rollback').expect(404);
    expect(response.body.error).toBe('No published version with this id belongs to your organisation.');
    const refused = await client.post('/api/white-label/versions/WLV-NOPE/rollback').expect(400);
    expect(refused.body.fields).toEqual({ id: 'The parameter id must be a version ID such as WLV-7K2M9Q4T1B.' });
  });
});

describe('one organisation and another', () => {
  it('cannot read, roll back, deactivate or publish each other’s versions', async () => {
    const alice = await enterpriseWithDraft(world);
    const bob = await enterpriseWithDraft(world);
    const aliceClient = as(world.api, alice.customer);
    const bobClient = as(world.api, bob.customer);
    const first = (await aliceClient.post('/api/white-label/deploy', { configId: alice.configId })).body.version;
    await aliceClient.post('/api/white-label/config', { ...alice.brand, primaryColor: '#047857' }).expect(200);
    await aliceClient.post('/api/white-label/deploy', { configId: alice.configId }).expect(200);

    expect((await bobClient.get('/api/white-label/versions')).body.versions).toEqual([]);
    expect((await bobClient.get('/api/white-label/config')).body.live).toBeNull();
    expect(
      (await bobClient.get('/api/white-label/audit')).body.entries.map((entry: { summary: string }) => entry.summary),
    ).toEqual(['Saved the first draft', `Domain changed from (none) to ${bob.brand.domain}`].reverse());
    await bobClient.post(`/api/white-label/versions/${first.id}/rollback`).expect(404);
    await bobClient.post('/api/white-label/deploy', { configId: alice.configId }).expect(404);
    await bobClient.post('/api/white-label/deactivate').expect(409);

    expect((await brandOfHost(alice.brand.domain)).body).toMatchObject({ versionNumber: 2, primaryColor: '#047857' });
    const aliceVersions = (await aliceClient.get('/api/white-label/versions')).body.versions as WhiteLabelVersion[];
    expect(aliceVersions.map((version) => version.number)).toEqual([2, 1]);
  });

  it('a customer without Enterprise publishes nothing', async () => {
    const business = await signedInCustomer(world.api, 'business');
    await as(world.api, business).post('/api/white-label/deploy', { configId: 'WLC-X' }).expect(403);
  });
});
