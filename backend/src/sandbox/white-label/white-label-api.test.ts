/** The sandbox's White-Label API (docs/product/api.md#white-label): the configurator's draft, published through its own gates. */
import type { PlanId } from '@northvault/contracts/plans';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { WHITE_LABEL_MESSAGES, type WhiteLabelBrand } from '@northvault/contracts/white-label';
import { DOMAIN_MESSAGES } from '@northvault/contracts/white-label-domains';
import { loopbackReceiver, until } from '../../testing/loopback-webhook-receiver';
import { sandboxError, sandboxSubscriber, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { as, brandOf, startWhiteLabelWorld, type WhiteLabelWorld } from '../../testing/white-label-world';
import { CONFIG_NOT_FOUND } from '../../white-label/versions/white-label-publishing';

let world: WhiteLabelWorld;

beforeAll(async () => {
  // Workers on: deploys raise white_label.deployed, delivered to a loopback receiver.
  world = await startWhiteLabelWorld({ JOB_WORKERS: 'in-process', JOB_RETRY_DELAY_SECONDS: '1' });
});

afterAll(() => world?.close());

const subscriber = (plan: PlanId) => sandboxSubscriber(world.api, plan);

/** Saves a draft through the configurator's own endpoint, as the customer. */
async function saveDraft(
  customer: SandboxSubscriber,
  change: Partial<WhiteLabelBrand> = {},
): Promise<{ configId: string; brand: WhiteLabelBrand }> {
  const brand = { ...brandOf(world, customer), ...change };
  const response = await as(world.api, customer).post('/api/white-label/config', brand).expect(200);
  return { configId: response.body.id as string, brand };
}

const versionsOf = async (customer: SandboxSubscriber) =>
  (await as(world.api, customer).get('/api/white-label/versions').expect(200)).body.versions as { number: number }[];

describe('GET /v1/white-label/config', () => {
  it('answers null before the first save', async () => {
    const customer = await subscriber('enterprise');
    const response = await customer.call('get', '/v1/white-label/config').expect(200);
    expect(response.body).toEqual({ config: null, live_version: null, up_to_date: false });
    expect(response.headers['ratelimit-limit']).toBeUndefined();
  });

  it("answers the organisation's saved draft in the API's names, and that nothing is live", async () => {
    const customer = await subscriber('enterprise');
    const { configId, brand } = await saveDraft(customer);
    const response = await customer.call('get', '/v1/white-label/config').expect(200);
    expect(response.body).toEqual({
      config: {
        id: configId,
        organization_id: customer.login.user.organization,
        company_name: brand.companyName,
        domain: brand.domain,
        logo_url: brand.logoUrl,
        favicon_url: brand.faviconUrl,
        primary_color: brand.primaryColor,
        secondary_color: brand.secondaryColor,
        accent_color: brand.accentColor,
        background_gradient: brand.backgroundGradient,
        font_family: brand.fontFamily,
        email_from_name: brand.emailFromName,
        contact_email: brand.contactEmail,
        contact_phone: brand.contactPhone,
        is_active: false,
      },
      live_version: null,
      up_to_date: false,
    });
  });

  it.each(['starter', 'business'] as const)('refuses the %s plan with 403', async (plan) => {
    const customer = await subscriber(plan);
    const response = await customer.call('get', '/v1/white-label/config').expect(403);
    expect(response.body).toEqual(sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.whiteLabelEnterpriseOnly));
  });
});

describe('POST /v1/white-label/deploy', () => {
  it('publishes the draft as the configurator does: a new version, live on its domain, in its history', async () => {
    const customer = await subscriber('enterprise');
    const { configId, brand } = await saveDraft(customer);
    const deployed = await customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(200);
    expect(deployed.body).toEqual({
      id: expect.stringMatching(/^WLV-/),
      config_id: configId,
      number: 1,
      domain: brand.domain,
      status: 'live',
      published_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    // The same version the configurator lists, and the brand its domain serves.
    const [version] = (await as(world.api, customer).get('/api/white-label/versions').expect(200)).body.versions;
    expect(version).toMatchObject({
      id: deployed.body.id,
      number: 1,
      live: true,
      publishedBy: { email: customer.email },
    });
    const served = await world.api.http().get(`/api/tenant-brands/${brand.domain}`).expect(200);
    expect(served.body).toMatchObject({ versionId: deployed.body.id, companyName: brand.companyName });

    const config = (await customer.call('get', '/v1/white-label/config').expect(200)).body;
    expect(config).toMatchObject({
      config: { is_active: true },
      live_version: {
        id: deployed.body.id,
        number: 1,
        domain: brand.domain,
        published_at: deployed.body.published_at,
      },
      up_to_date: true,
    });

    // Deploying what is live publishes nothing new; a saved change waits, then goes out as version 2.
    const again = await customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(200);
    expect(again.body.id).toBe(deployed.body.id);
    await saveDraft(customer, { companyName: 'Acme Bank Europe' });
    expect((await customer.call('get', '/v1/white-label/config')).body.up_to_date).toBe(false);
    const second = await customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(200);
    expect(second.body).toMatchObject({ number: 2, status: 'live' });
    expect((await versionsOf(customer)).map((v) => v.number)).toEqual([2, 1]);
  });

  it('refuses Business and Starter with 403, and publishes nothing', async () => {
    for (const plan of ['starter', 'business'] as const) {
      const customer = await subscriber(plan);
      const response = await customer.call('post', '/v1/white-label/deploy').send({ config_id: 'WLC-0000000000' });
      expect(response.status).toBe(403);
      expect(response.body).toEqual(sandboxError('plan_upgrade_required', SANDBOX_MESSAGES.whiteLabelEnterpriseOnly));
    }
  });

  it('names a missing config_id (400), and answers 404 for a configuration of another organisation', async () => {
    const customer = await subscriber('enterprise');
    const missing = await customer.call('post', '/v1/white-label/deploy').send({}).expect(400);
    expect(missing.body.error).toEqual(expect.objectContaining({ code: 'invalid_request', param: 'config_id' }));

    const someoneElse = await subscriber('enterprise');
    const { configId, brand } = await saveDraft(someoneElse);
    const response = await customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(404);
    expect(response.body).toEqual(sandboxError('not_found', CONFIG_NOT_FOUND, 'config_id'));
    await world.api.http().get(`/api/tenant-brands/${brand.domain}`).expect(404);
  });

  it('refuses a configuration that is not ready with 422, in the configurator’s words, publishing nothing', async () => {
    const customer = await subscriber('enterprise');
    const deploy = (configId: string) =>
      customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(422);

    const noLogo = await saveDraft(customer, { logoUrl: '' });
    expect((await deploy(noLogo.configId)).body).toEqual(
      sandboxError('configuration_incomplete', WHITE_LABEL_MESSAGES.stepsIncomplete),
    );

    const unverified = await saveDraft(customer, { domain: `bank-${customer.userId.slice(0, 8)}.example.com` });
    expect((await deploy(unverified.configId)).body).toEqual(
      sandboxError('configuration_incomplete', DOMAIN_MESSAGES.notVerified),
    );

    const lowContrast = await saveDraft(customer, { primaryColor: '#7a7a7a' });
    expect((await deploy(lowContrast.configId)).body).toEqual(
      sandboxError(
        'configuration_incomplete',
        'Text on the primary color is below WCAG AA: #ffffff on #7a7a7a is 4.29:1, under 4.5:1.',
        'primary_color',
      ),
    );

    const goneLogo = await saveDraft(customer, { logoUrl: `${world.assets.origin}/gone.png` });
    expect((await deploy(goneLogo.configId)).body).toEqual(
      sandboxError(
        'configuration_incomplete',
        'logoUrl could not be fetched: the server answered HTTP 404.',
        'logo_url',
      ),
    );

    expect(await versionsOf(customer)).toEqual([]);
    expect((await customer.call('get', '/v1/white-label/config')).body.live_version).toBeNull();
  });
});

describe('white_label.deployed', () => {
  it('goes to the endpoints that asked for it when a deploy, from the API or the configurator, puts a new version live', async () => {
    const receiver = await loopbackReceiver(async () => 204);
    try {
      const customer = await subscriber('enterprise');
      await customer
        .call('post', '/v1/webhooks')
        .send({ url: receiver.url, events: ['white_label.deployed'] })
        .expect(201);
      const events = () => receiver.attempts.map((attempt) => JSON.parse(attempt.body.toString('utf8')));

      const refused = await saveDraft(customer, { logoUrl: '' });
      await customer.call('post', '/v1/white-label/deploy').send({ config_id: refused.configId }).expect(422);

      const { configId } = await saveDraft(customer);
      const deployed = await customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(200);
      const [first] = await until(() => (receiver.attempts.length >= 1 ? events() : undefined));
      expect(first).toEqual({
        id: expect.stringMatching(/^evt_/),
        type: 'white_label.deployed',
        created_at: deployed.body.published_at,
        data: deployed.body,
      });

      // Deploying what is live again raises nothing; the configurator's deploy of a change does.
      await customer.call('post', '/v1/white-label/deploy').send({ config_id: configId }).expect(200);
      await saveDraft(customer, { companyName: 'Acme Bank Europe' });
      const second = await as(world.api, customer).post('/api/white-label/deploy', { configId }).expect(200);
      const [, next] = await until(() => (receiver.attempts.length >= 2 ? events() : undefined));
      expect(next.data).toMatchObject({ id: second.body.version.id, number: 2, config_id: configId, status: 'live' });
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(receiver.attempts).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  }, 60_000);
});
