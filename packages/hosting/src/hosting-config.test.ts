import {
  loadHostingConfig,
  localIdentityProviderOrigin,
  remoteRegistry,
  runnerAllowsRemoteOverrides,
} from './hosting-config';

describe('loadHostingConfig', () => {
  it('defaults to the documented ports: the site on 8080, the backend on 3000, the remotes on 8081 to 8084', () => {
    const config = loadHostingConfig({});
    expect(config).toMatchObject({
      sitePort: 8080,
      siteOrigin: 'http://localhost:8080',
      backendUrl: 'http://localhost:3000',
      sandboxPort: 3001,
      sandboxOrigin: 'http://localhost:3001',
    });
    expect(config.remotes.map((r) => [r.id, r.port, r.entry])).toEqual([
      ['mfe-marketing', 8081, 'http://localhost:8081/remoteEntry.js'],
      ['mfe-docs', 8082, 'http://localhost:8082/remoteEntry.js'],
      ['mfe-support', 8083, 'http://localhost:8083/remoteEntry.js'],
      ['mfe-whitelabel', 8084, 'http://localhost:8084/remoteEntry.js'],
    ]);
  });

  it('points a remote elsewhere with its URL variable, and moves ports with theirs', () => {
    const config = loadHostingConfig({
      MFE_DOCS_URL: 'https://cdn.example.com/docs/2.1.0/',
      MFE_SUPPORT_PORT: '9183',
      SITE_PORT: '9080',
      SANDBOX_PORT: '9001',
    });
    expect(config.sandboxPort).toBe(9001);
    expect(config.sandboxOrigin).toBe('http://localhost:9001');
    expect(loadHostingConfig({ SANDBOX_PUBLIC_URL: 'https://sandbox.example.com/v1' }).sandboxOrigin).toBe(
      'https://sandbox.example.com',
    );
    expect(remoteRegistry(config).remotes).toEqual(
      expect.arrayContaining([
        { name: 'mfe_docs', entry: 'https://cdn.example.com/docs/2.1.0/remoteEntry.js' },
        { name: 'mfe_support', entry: 'http://localhost:9183/remoteEntry.js' },
      ]),
    );
    expect(config.siteOrigin).toBe('http://localhost:9080');
  });

  it('believes no proxy in front of the site unless TRUST_PROXY names one', () => {
    expect(loadHostingConfig({}).trustProxy).toBe(false);
    expect(loadHostingConfig({ TRUST_PROXY: 'loopback' }).trustProxy).toEqual(['loopback']);
    expect(loadHostingConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadHostingConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadHostingConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadHostingConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or subnets (got "everyone")',
    );
  });

  it('reads the proxy secret, which must be long enough to be one, without repeating it', () => {
    expect(loadHostingConfig({}).proxySecret).toBeNull();
    expect(loadHostingConfig({ PROXY_SECRET: 's'.repeat(40) }).proxySecret).toBe('s'.repeat(40));
    expect(() => loadHostingConfig({ PROXY_SECRET: 'hunter2' })).toThrow(
      'Invalid configuration: PROXY_SECRET must be at least 32 characters long',
    );
  });

  it('reads the operator token, and says where `npm start` leaves one, without repeating a bad one', () => {
    expect(loadHostingConfig({}).operatorToken).toBeNull();
    expect(loadHostingConfig({ DATA_DIR: '/var/lib/nv' }).operatorTokenFile).toBe('/var/lib/nv/operator-token');
    expect(loadHostingConfig({ OPERATOR_TOKEN: 't'.repeat(40) }).operatorToken).toBe('t'.repeat(40));
    expect(() => loadHostingConfig({ OPERATOR_TOKEN: 'hunter2' })).toThrow(
      'Invalid configuration: OPERATOR_TOKEN must be at least 32 characters long, without spaces',
    );
    expect(() => loadHostingConfig({ OPERATOR_TOKEN: 'hunter2' })).not.toThrow(/hunter2/);
  });

  it('accepts overrides only on the remotes’ configured ports and REMOTE_OVERRIDE_PORTS', () => {
    expect(loadHostingConfig({}).overridePorts).toEqual([8081, 8082, 8083, 8084]);
    expect(loadHostingConfig({ MFE_DOCS_PORT: '9082', REMOTE_OVERRIDE_PORTS: '9182, 8081' }).overridePorts).toEqual([
      8081, 9082, 8083, 8084, 9182,
    ]);
    expect(() => loadHostingConfig({ REMOTE_OVERRIDE_PORTS: '9182,any' })).toThrow(
      'Invalid configuration: REMOTE_OVERRIDE_PORTS must be a comma-separated list of ports from 1 to 65535 (got "9182,any")',
    );
  });

  it('names the local identity provider’s origin only when the site uses it', () => {
    expect(localIdentityProviderOrigin(loadHostingConfig({ OIDC_PORT: '9100' }))).toBe('http://localhost:9100');
    expect(localIdentityProviderOrigin(loadHostingConfig({ OIDC_ISSUER: 'https://accounts.google.com' }))).toBeNull();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadHostingConfig({ SITE_PORT: 'eighty' })).toThrow(
      'Invalid configuration: SITE_PORT must be an integer from 1 to 65535 (got "eighty")',
    );
    expect(() => loadHostingConfig({ MFE_DOCS_URL: 'ftp://x' })).toThrow(
      'Invalid configuration: MFE_DOCS_URL must be an http(s) URL (got "ftp://x")',
    );
  });
});

describe('shared state and mail', () => {
  it('keeps release pointers in files and runs MailDev on 1025/1080 by default', () => {
    expect(loadHostingConfig({})).toMatchObject({ databaseUrl: null, mailCatcher: { smtpPort: 1025, webPort: 1080 } });
    expect(loadHostingConfig({}).mailCatcher?.mailDirectory).toMatch(/\/\.data\/mail$/);
  });

  it('keeps release pointers in PostgreSQL with DATABASE_URL, and runs no mail catcher with SMTP_URL', () => {
    const config = loadHostingConfig({
      DATABASE_URL: 'postgres://site@db.internal/northvault',
      SMTP_URL: 'smtp://relay.internal:25',
    });
    expect(config).toMatchObject({ databaseUrl: 'postgres://site@db.internal/northvault', mailCatcher: null });
    expect(
      loadHostingConfig({ MAILDEV_SMTP_PORT: '2525', MAILDEV_WEB_PORT: '2580', DATA_DIR: '/tmp/run/data' }).mailCatcher,
    ).toEqual({ smtpPort: 2525, webPort: 2580, mailDirectory: '/tmp/run/data/mail' });
  });

  it("has the backend take the support desk's inbound email on 2525, or INBOUND_SMTP_PORT", () => {
    expect(loadHostingConfig({}).inboundSmtpPort).toBe(2525);
    expect(loadHostingConfig({ INBOUND_SMTP_PORT: '2626' }).inboundSmtpPort).toBe(2626);
    expect(() => loadHostingConfig({ INBOUND_SMTP_PORT: 'smtp' })).toThrow('INBOUND_SMTP_PORT must be an integer');
  });

  it('names a bad DATABASE_URL without repeating it', () => {
    expect(() => loadHostingConfig({ DATABASE_URL: 'mysql://root:hunter2@db' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    );
    expect(() => loadHostingConfig({ MAILDEV_WEB_PORT: 'http' })).toThrow('MAILDEV_WEB_PORT must be an integer');
  });
});

describe('ALLOW_REMOTE_OVERRIDES', () => {
  it('is off unless set to true, and names the variable for any other value', () => {
    expect(loadHostingConfig({}).allowRemoteOverrides).toBe(false);
    expect(loadHostingConfig({ ALLOW_REMOTE_OVERRIDES: 'false' }).allowRemoteOverrides).toBe(false);
    expect(loadHostingConfig({ ALLOW_REMOTE_OVERRIDES: 'true' }).allowRemoteOverrides).toBe(true);
    expect(() => loadHostingConfig({ ALLOW_REMOTE_OVERRIDES: 'yes' })).toThrow(
      'Invalid configuration: ALLOW_REMOTE_OVERRIDES must be true or false (got "yes")',
    );
  });

  it('is refused in production', () => {
    expect(() => loadHostingConfig({ ALLOW_REMOTE_OVERRIDES: 'true', NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: ALLOW_REMOTE_OVERRIDES must not be true in production (it lets a browser load a remote from its own machine)',
    );
    expect(loadHostingConfig({ NODE_ENV: 'production' }).allowRemoteOverrides).toBe(false);
  });

  it('is on by default in npm start, off in production, and as set otherwise', () => {
    expect(runnerAllowsRemoteOverrides({})).toBe(true);
    expect(runnerAllowsRemoteOverrides({ ALLOW_REMOTE_OVERRIDES: 'false' })).toBe(false);
    expect(runnerAllowsRemoteOverrides({ NODE_ENV: 'production' })).toBe(false);
    expect(() => runnerAllowsRemoteOverrides({ NODE_ENV: 'production', ALLOW_REMOTE_OVERRIDES: 'true' })).toThrow(
      'must not be true in production',
    );
  });
});
