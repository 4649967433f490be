import { DEFAULT_WHITE_LABEL_CONFIG } from '@northvault/contracts/white-label';
import { signedInCustomer, type SignedInCustomer } from '../testing/signed-in-customer';
import { createTestApp, type TestApp } from '../testing/test-app';

let api: TestApp;
let enterprise: SignedInCustomer;

beforeAll(async () => {
  api = await createTestApp();
  enterprise = await signedInCustomer(api, 'enterprise');
});

afterAll(() => api?.close());

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

const as = (customer: SignedInCustomer) => ({
  get: (path: string) => api.http().get(path).set('Cookie', customer.cookie),
  post: (path: string, body: object) => api.http().post(path).set('Cookie', customer.cookie).send(body),
});

describe('access', () => {
  it('answers 401 to a visitor on every route', async () => {
    await api.http().get('/api/white-label/config').expect(401);
    await api.http().post('/api/white-label/config').send(brand).expect(401);
    await api.http().post('/api/white-label/deploy').send({ configId: 'x' }).expect(401);
    await api.http().get('/api/white-label/deployments').expect(401);
  });

  it.each([null, 'starter', 'business'] as const)(
    'answers 403 to a customer on %s, saying Enterprise is required',
    async (plan) => {
      const customer = await signedInCustomer(api, plan);
      const response = await as(customer).get('/api/white-label/config').expect(403);
      expect(response.body.error).toBe(
        'The white-label configurator is part of the Enterprise plan. Upgrade to Enterprise to save and deploy your brand.',
      );
      await as(customer).post('/api/white-label/config', brand).expect(403);
    },
  );
});

describe('an Enterprise customer', () => {
  it('has no configuration before the first save', async () => {
    const fresh = await signedInCustomer(api, 'enterprise');
    expect((await as(fresh).get('/api/white-label/config').expect(200)).body).toEqual({ config: null });
  });

  it('saves the full configuration and reads it back, inactive, under their organisation', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const saved = await as(customer).post('/api/white-label/config', brand).expect(200);
    expect(saved.body).toEqual({ id: expect.stringMatching(/^WLC-/) });

    const { config } = (await as(customer).get('/api/white-label/config').expect(200)).body;
    expect(config).toEqual({
      ...brand,
      id: saved.body.id,
      organizationId: expect.stringMatching(/^ORG-/),
      isActive: false,
    });
    expect(config.organizationId).not.toBe('demo-org-123');
  });

  it('updates the same configuration on a second save, ignoring id, organisation and active state from the client', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const first = await as(customer).post('/api/white-label/config', brand).expect(200);
    const second = await as(customer)
      .post('/api/white-label/config', {
        ...brand,
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

  it('deploys once the steps are done: a deployment is recorded and the platform is active', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const { id } = (await as(customer).post('/api/white-label/config', brand)).body;
    const response = await as(customer).post('/api/white-label/deploy', { configId: id }).expect(200);
    expect(response.body).toEqual({
      success: true,
      deployment: {
        id: expect.stringMatching(/^DEP-/),
        configId: id,
        domain: 'bank.acme.example',
        status: 'active',
        deployedAt: expect.any(String),
      },
    });
    expect((await as(customer).get('/api/white-label/config')).body.config.isActive).toBe(true);
    expect((await as(customer).get('/api/white-label/deployments')).body.deployments).toEqual([
      response.body.deployment,
    ]);
  });

  it.each([
    ['no domain', { domain: '' }],
    ['no logo', { logoUrl: '' }],
    ['no favicon', { faviconUrl: '' }],
  ])('refuses to deploy with %s', async (_, missing) => {
    const customer = await signedInCustomer(api, 'enterprise');
    const { id } = (
      await as(customer)
        .post('/api/white-label/config', { ...brand, ...missing })
        .expect(200)
    ).body;
    const response = await as(customer).post('/api/white-label/deploy', { configId: id }).expect(400);
    expect(response.body.error).toBe('Please complete the configuration steps before deploying.');
    expect((await as(customer).get('/api/white-label/config')).body.config.isActive).toBe(false);
    expect((await as(customer).get('/api/white-label/deployments')).body.deployments).toEqual([]);
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
    const { id: aliceConfig } = (await as(alice).post('/api/white-label/config', brand)).body;

    expect((await as(bob).get('/api/white-label/config')).body).toEqual({ config: null });
    await as(bob).post('/api/white-label/deploy', { configId: aliceConfig }).expect(404);
    await as(bob)
      .post('/api/white-label/config', { ...brand, id: aliceConfig, companyName: 'Bob Bank' })
      .expect(200);

    const { config } = (await as(alice).get('/api/white-label/config')).body;
    expect(config).toMatchObject({ id: aliceConfig, companyName: 'Acme Bank', isActive: false });
    expect((await as(bob).get('/api/white-label/config')).body.config.id).not.toBe(aliceConfig);
  });
});

describe('validation of every field', () => {
  it.each([
    ['companyName', '', 'companyName is required'],
    ['primaryColor', 'blue', 'primaryColor must be a colour like #8080ff'],
    ['secondaryColor', '#fff', 'secondaryColor must be a colour like #8080ff'],
    ['accentColor', '#00ccfg', 'accentColor must be a colour like #8080ff'],
    ['fontFamily', 'Comic Sans MS', 'fontFamily must be one of: Inter, Roboto, Open Sans, Lato, Montserrat, Poppins'],
    ['logoUrl', 'javascript:alert(1)', 'logoUrl must be an http:// or https:// URL'],
    ['faviconUrl', 'ftp://cdn.acme.example/favicon.ico', 'faviconUrl must be an http:// or https:// URL'],
    ['contactEmail', 'help@acme', 'contactEmail must be a valid email address'],
    ['domain', 'https://bank.acme.example', 'domain must be a host name such as bank.example.com'],
    [
      'backgroundGradient',
      'red; background: url(https://evil.example/x)',
      'backgroundGradient must be a CSS gradient such as linear-gradient(135deg, #1e1b4b, #4c1d95)',
    ],
    ['contactPhone', 'call me', 'contactPhone must be a phone number such as +44 20 7946 0321'],
    ['isActive', 'yes', 'isActive must be true or false'],
    ['companyName', 42, 'companyName must be a string'],
  ])('refuses %s = %p with 400 and saves nothing', async (field, value, message) => {
    const customer = await signedInCustomer(api, 'enterprise');
    const response = await as(customer)
      .post('/api/white-label/config', { ...brand, [field]: value })
      .expect(400);
    expect(response.body.error).toBe(message);
    expect((await as(customer).get('/api/white-label/config')).body).toEqual({ config: null });
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
  it('keeps configurations and the active state across a restart', async () => {
    const customer = await signedInCustomer(api, 'enterprise');
    const { id } = (await as(customer).post('/api/white-label/config', brand)).body;
    await as(customer).post('/api/white-label/deploy', { configId: id }).expect(200);

    const restarted = await createTestApp({ database: api.database });
    try {
      const response = await restarted.http().get('/api/white-label/config').set('Cookie', customer.cookie).expect(200);
      expect(response.body.config).toMatchObject({ id, companyName: 'Acme Bank', isActive: true });
    } finally {
      await restarted.close();
    }
  });
});
