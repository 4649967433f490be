/** The draft: who may reach it, saving and reading it back, every field's rule, and domains at save time. */
import { DEFAULT_WHITE_LABEL_CONFIG } from '@northvault/contracts/white-label';
import { signedInCustomer, type SignedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';
import { brandOf as localBrandOf, startWhiteLabelWorld, type WhiteLabelWorld } from '../testing/white-label-world';

let world: WhiteLabelWorld;
let api: TestApp;
let enterprise: SignedInCustomer;

beforeAll(async () => {
  world = await startWhiteLabelWorld();
  api = world.api;
  enterprise = await signedInCustomer(api, 'enterprise');
});

afterAll(() => world?.close());

const brand = {
  ...DEFAULT_WHITE_LABEL_CONFIG,
  companyName: 'Acme Bank',
  domain: 'bank.acme.example',
  logoUrl: 'https://cdn.acme.example/logo.svg',
  faviconUrl: 'https://cdn.acme.example/favicon.ico',
  emailFromName: 'Acme Bank',
  contactEmail: 'help@acme.example',
  contactPhone: '+44 20 7946 0321',
};

/** The brand with a domain of the customer's own: a domain belongs to one organisation. */
const brandOf = (customer: SignedInCustomer) => localBrandOf(world, customer);

const as = (customer: SignedInCustomer) => ({
  get: (path: string) => api.http().get(path).set('Cookie', customer.cookie),
  post: (path: string, body: object) => api.http().post(path).set('Cookie', customer.cookie).send(body),
});

describe('access', () => {
  it('answers 401 to a visitor on every route', async () => {
    await api.http().get('/api/white-label/config').expect(401);
    await api.http().post('/api/white-label/config').send(brand).expect(401);
    await api.http().post('/api/white-label/deploy').send({ configId: 'x' }).expect(401);
    await api.http().get('/api/white-label/versions').expect(401);
    await api.http().post('/api/white-label/versions/WLV-0000000000/rollback').expect(401);
    await api.http().post('/api/white-label/deactivate').expect(401);
    await api.http().post('/api/white-label/domain/verify').expect(401);
    await api.http().get('/api/white-label/audit').expect(401);
  });

  it.each([null, 'starter', 'business'] as const)(
    'answers 403 to a customer on %s, saying Enterprise is required',
    async (plan) => {
      const customer = await signedInCustomer(api, plan);
      const response = await as(customer).get('/api/white-label/config').expect(403);
      expect(response.body.error).toBe(
        'The White-Label API is part of the Enterprise plan. Upgrade to Enterprise to call it.',
      );
      for (const path of ['/api/white-label/config', '/api/white-label/deploy', '/api/white-label/deactivate']) {
        await as(customer).post(path, brand).expect(403);
      }
      for (const path of ['/api/white-label/versions', '/api/white-label/audit']) {
        await as(customer).get(path).expect(403);
      }
    },
  );
});

describe('an Enterprise customer', () => {
  it('has no configuration before the first save', async () => {
    const fresh = await signedInCustomer(api, 'enterprise');
    expect((await as(fresh).get('/api/white-label/config').expect(200)).body).toEqual({
      config: null,
      live: null,
      upToDate: false,
      domain: null,
    });
  });

  it('saves the full configuration and reads it back, inactive, under their organisation', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const saved = await as(customer).post('/api/white-label/config', brandOf(customer)).expect(200);
    expect(saved.body).toEqual({ id: expect.stringMatching(/^WLC-/) });

    const { config } = (await as(customer).get('/api/white-label/config').expect(200)).body;
    expect(config).toEqual({
      ...brandOf(customer),
      id: saved.body.id,
      organizationId: expect.stringMatching(/^ORG-/),
      isActive: false,
    });
    expect(config.organizationId).not.toBe('demo-org-123');
  });

  it('updates the same configuration on a second save, ignoring id, organisation and active state from the client', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const first = await as(customer).post('/api/white-label/config', brandOf(customer)).expect(200);
    const second = await as(customer)
      .post('/api/white-label/config', {
        ...brandOf(customer),
        companyName: 'Acme Bank plc',
        id: 'WLC-FORGED',
        organizationId: 'ORG-OTHER',
        isActive: true,
      })
      .expect(200);
    expect(second.body.id).toBe(first.body.id);
    const { config } = (await as(customer).get('/api/white-label/config')).body;
    expect(config).toMatchObject({ companyName: 'Acme Bank plc', isActive: false });
    expect(config.organizationId).not.toBe('ORG-OTHER');
  });

  it('refuses to deploy a configuration that was never saved', async () => {
    const response = await as(enterprise).post('/api/white-label/deploy', { configId: 'WLC-NOPE' }).expect(404);
    expect(response.body.error).toBe('No saved white-label configuration with this id belongs to your organisation.');
  });
});

describe('one organisation is isolated from another', () => {
  it('cannot read, overwrite or deploy another organisation’s configuration', async () => {
    const alice = await signedInCustomer(api, 'enterprise');
    const bob = await signedInCustomer(api, 'enterprise');
    const { id: aliceConfig } = (await as(alice).post('/api/white-label/config', brandOf(alice))).body;

    expect((await as(bob).get('/api/white-label/config')).body.config).toBeNull();
    await as(bob).post('/api/white-label/deploy', { configId: aliceConfig }).expect(404);
    await as(bob)
      .post('/api/white-label/config', { ...brandOf(bob), id: aliceConfig, companyName: 'Bob Bank' })
      .expect(200);

    const { config } = (await as(alice).get('/api/white-label/config')).body;
    expect(config).toMatchObject({ id: aliceConfig, companyName: 'Acme Bank', isActive: false });
    expect((await as(bob).get('/api/white-label/config')).body.config.id).not.toBe(aliceConfig);
  });
});

describe('validation of every field', () => {
  it.each([
    ['companyName', '', 'Enter the company name.'],
    ['primaryColor', 'blue', 'The primary colour must be a colour like #8080ff.'],
    ['secondaryColor', '#fff', 'The secondary colour must be a colour like #8080ff.'],
    ['accentColor', '#00ccfg', 'The accent colour must be a colour like #8080ff.'],
    ['fontFamily', 'Comic Sans MS', 'The font must be one of: Inter, Roboto, Open Sans, Lato, Montserrat, Poppins.'],
    ['logoUrl', 'javascript:alert(1)', 'The logo URL must be an http:// or https:// URL.'],
    ['faviconUrl', 'ftp://cdn.acme.example/favicon.ico', 'The favicon URL must be an http:// or https:// URL.'],
    ['contactEmail', 'help@acme', 'Invalid email address'],
    ['domain', 'https://bank.acme.example', 'The domain must be a host name such as bank.example.com.'],
    [
      'backgroundGradient',
      'red; background: url(https://evil.example/x)',
      'The background gradient must be a CSS gradient such as linear-gradient(135deg, #1e1b4b, #4c1d95).',
    ],
    [
      'backgroundGradient',
      'linear-gradient(135deg, rgb(0 0 0), white)',
      'The background gradient must be a CSS gradient such as linear-gradient(135deg, #1e1b4b, #4c1d95).',
    ],
    ['contactPhone', 'call me', 'The contact phone number must be a phone number such as +44 20 7946 0321.'],
    ['isActive', 'yes', 'The active setting must be true or false.'],
    ['companyName', 42, 'The company name must be text.'],
  ])('refuses %s = %p with 400 and saves nothing', async (field, value, message) => {
    const customer = await signedInCustomer(api, 'enterprise');
    const response = await as(customer)
      .post('/api/white-label/config', { ...brandOf(customer), [field]: value })
      .expect(400);
    expect(response.body.error).toBe(message);
    expect((await as(customer).get('/api/white-label/config')).body.config).toBeNull();
  });

  it('accepts empty optional fields and every one of the six fonts', async () => {
    for (const fontFamily of ['Inter', 'Roboto', 'Open Sans', 'Lato', 'Montserrat', 'Poppins']) {
      await as(enterprise)
        .post('/api/white-label/config', {
          ...brand,
          fontFamily,
          domain: '',
          logoUrl: '',
          faviconUrl: '',
          contactEmail: '',
          contactPhone: '',
        })
        .expect(200);
    }
  });

  it('refuses unknown fields', async () => {
    const response = await as(enterprise)
      .post('/api/white-label/config', { ...brand, customCSS: 'body{}' })
      .expect(400);
    expect(response.body.error).toBe('Unknown field: customCSS');
  });
});

describe('persistence', () => {
  it('keeps the draft, its versions and what is live across a restart', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const { id } = (await as(customer).post('/api/white-label/config', brandOf(customer))).body;
    await as(customer).post('/api/white-label/deploy', { configId: id }).expect(200);

    const restarted = await createTestApp({ database: api.database });
    try {
      const response = await restarted.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(200);
      expect(response.body.config).toMatchObject({ id, companyName: 'Acme Bank', isActive: true });
      expect(response.body).toMatchObject({ upToDate: true, live: { number: 1, live: true } });
    } finally {
      await restarted.close();
    }
  });
});

describe('development domains', () => {
  const DOMAIN_TAKEN = 'This domain is already used by another organisation.';

  it('belong to the organisation that saved one first: another one saving it, in any case, gets 409 and nothing changes', async () => {
    const alpha = await signedInCustomer(api, 'enterprise');
    const other = await signedInCustomer(api, 'enterprise');
    const domain = `alpha-${alpha.userId.slice(0, 8)}.localhost`;
    const { id } = (
      await as(alpha)
        .post('/api/white-label/config', { ...brandOf(alpha), domain })
        .expect(200)
    ).body;
    await as(alpha).post('/api/white-label/deploy', { configId: id }).expect(200);

    for (const attempt of [domain, domain.toUpperCase()]) {
      const response = await as(other)
        .post('/api/white-label/config', { ...brandOf(other), domain: attempt })
        .expect(409);
      expect(response.body).toEqual({ success: false, statusCode: 409, error: DOMAIN_TAKEN });
    }
    expect((await as(other).get('/api/white-label/config')).body.config).toBeNull();
    const { config } = (await as(alpha).get('/api/white-label/config')).body;
    expect(config).toMatchObject({ domain, isActive: true });
  });

  it('are stored in lower case, set up at once, and the owner may save its own domain again', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const mixed = `Bank-${customer.userId.slice(0, 8)}.LocalHost`;
    await as(customer)
      .post('/api/white-label/config', { ...brand, domain: mixed })
      .expect(200);
    await as(customer)
      .post('/api/white-label/config', { ...brand, domain: mixed.toUpperCase() })
      .expect(200);
    const body = (await as(customer).get('/api/white-label/config')).body;
    expect(body.config.domain).toBe(mixed.toLowerCase());
    expect(body.domain).toMatchObject({ domain: mixed.toLowerCase(), verified: true, method: 'development' });
  });

  it('cannot be taken twice by two saves at the same moment', async () => {
    const domain = `race-${Date.now()}.localhost`;
    const customers = await Promise.all([1, 2, 3].map(() => signedInCustomer(api, 'enterprise')));
    const statuses = await Promise.all(
      customers.map(
        async (customer) => (await as(customer).post('/api/white-label/config', { ...brand, domain })).status,
      ),
    );
    expect(statuses.sort()).toEqual([200, 409, 409]);
  });

  it('are refused a second owner by the database itself, whatever the code in front of it does', async () => {
    const [first, second] = await Promise.all([
      signedInCustomer(api, 'enterprise'),
      signedInCustomer(api, 'enterprise'),
    ]);
    await as(first)
      .post('/api/white-label/config', { ...brand, domain: 'db-guard.localhost' })
      .expect(200);
    await as(second).get('/api/white-label/config').expect(200);
    const [organization] = await api.database.rows<{ id: string }>(
      'select id from organizations where owner_user_id = $1',
      [second.userId],
    );
    await expect(
      api.database.rows(
        `insert into white_label_domains (organization_id, domain, token, verified_at, method)
         values ($1, 'db-guard.localhost', 'x', now(), 'development')`,
        [organization!.id],
      ),
    ).rejects.toThrow(/white_label_domains_verified_unique/);
  });

  it('are not set up outside development: production needs the DNS record', async () => {
    const production = await startWhiteLabelWorld({
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SMTP_URL: 'smtp://relay.internal:25',
      MAIL_FROM: 'no-reply@example.com',
    });
    try {
      const customer = await signedInCustomer(production.api, 'enterprise');
      const client = {
        post: (path: string, body: object = {}) =>
          production.api.http().post(path).set('Cookie', customer.cookie).send(body),
      };
      const { id } = (
        await client.post('/api/white-label/config', { ...brandOf(customer), domain: 'acme.localhost' }).expect(200)
      ).body;
      const verify = await client.post('/api/white-label/domain/verify').expect(400);
      expect(verify.body.error).toBe(
        'A *.localhost domain only works in development. Choose your own domain and verify it.',
      );
      const deploy = await client.post('/api/white-label/deploy', { configId: id }).expect(400);
      expect(deploy.body.error).toBe(
        'Verify your domain before deploying: add the TXT record shown under Domain Setup, then press Verify domain.',
      );
    } finally {
      await production.close();
    }
  });
});
