import { DEFAULT_BUSINESS_CALENDAR } from '@northvault/contracts/business-hours';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('applies every default to an empty environment', () => {
    expect(loadConfig({})).toEqual({
      server: {
        port: 3000,
        host: '0.0.0.0',
        nodeEnv: 'development',
        logLevel: 'info',
        logFormat: 'auto',
        siteOrigin: 'http://localhost:8080',
        trustProxy: false,
        proxySecret: null,
      },
      database: { url: null, dataDir: resolve('.data'), poolSize: 10 },
      canary: {
        releasesDir: resolve(__dirname, '../../../releases'),
        checkIntervalSeconds: 30,
        windowMinutes: 60,
        retentionDays: 30,
        minFailingVisitors: 5,
        tokensPerMinute: 60,
        operatorToken: null,
      },
      payments: { gateway: 'sandbox' },
      throttle: { ttlSeconds: 60, limit: 300, writeLimit: 20 },
      whiteLabel: { dnsServers: null, developmentDomains: true, allowLoopbackAssets: true },
      auth: {
        issuer: 'http://localhost:9000',
        allowInsecureIssuer: true,
        clientId: 'northvault-site',
        clientSecret: 'local-development-secret',
        scopes: 'openid email profile',
        sessionSecret: 'development-only-session-secret-change-me',
        sessionTtlSeconds: 2592000,
        sessionIdleTimeoutSeconds: 604800,
      },
      redis: { url: null, keyPrefix: 'northvault:' },
      jobs: { workers: 'in-process', concurrency: 8, retryLimit: 5, retryDelaySeconds: 10, pollIntervalMs: 1000 },
      mail: {
        smtpUrl: 'smtp://localhost:1025',
        from: { name: 'Northvault', address: 'no-reply@northvault.localhost' },
      },
      sandbox: {
        port: 3001,
        publicBaseUrl: 'http://localhost:3001/v1',
        allowLoopbackWebhooks: true,
        loginHashConcurrency: 2,
        loginQueueMs: 5000,
        recordRequests: true,
      },
      support: { agentEmails: new Set(), businessCalendar: DEFAULT_BUSINESS_CALENDAR },
      supportEmail: { domain: 'northvault.localhost', inboundSmtpPort: null, inboundWebhookSecret: null },
    });
  });

  describe('the support desk', () => {
    it('reads the agents, in lower case without blanks, and the business calendar', () => {
      const config = loadConfig({
        SUPPORT_AGENT_EMAILS: ' Agent@Example.com ,, help@example.com',
        SUPPORT_BUSINESS_HOURS: 'Mon-Sat 08:00-18:00',
      });
      expect(config.support).toEqual({
        agentEmails: new Set(['agent@example.com', 'help@example.com']),
        businessCalendar: { days: [1, 2, 3, 4, 5, 6], opensAt: 8 * 60, closesAt: 18 * 60 },
      });
    });

    it('emails from the domain SUPPORT_EMAIL_DOMAIN names, or else that of MAIL_FROM, and reads the inbound settings', () => {
      expect(loadConfig({}).supportEmail).toEqual({
        domain: 'northvault.localhost',
        inboundSmtpPort: null,
        inboundWebhookSecret: null,
      });
      expect(loadConfig({ MAIL_FROM: 'no-reply@Mail.Example.com' }).supportEmail.domain).toBe('mail.example.com');
      expect(
        loadConfig({
          MAIL_FROM: 'no-reply@example.com',
          SUPPORT_EMAIL_DOMAIN: 'help.example.com',
          INBOUND_SMTP_PORT: '2525',
          INBOUND_WEBHOOK_SECRET: 'a-webhook-secret-of-at-least-32-characters',
        }).supportEmail,
      ).toEqual({
        domain: 'help.example.com',
        inboundSmtpPort: 2525,
        inboundWebhookSecret: 'a-webhook-secret-of-at-least-32-characters',
      });
    });

    it('refuses a support domain that is not one, a port out of range and a short webhook secret, without repeating it', () => {
      const attempt = () =>
        loadConfig({
          SUPPORT_EMAIL_DOMAIN: 'support@example.com',
          INBOUND_SMTP_PORT: '70000',
          INBOUND_WEBHOOK_SECRET: 'short-secret',
        });
      expect(attempt).toThrow(
        'SUPPORT_EMAIL_DOMAIN must be a mail domain such as support.example.com (got "support@example.com"); ' +
          'INBOUND_SMTP_PORT must be an integer from 1 to 65535 (got "70000"); ' +
          'INBOUND_WEBHOOK_SECRET must be at least 32 characters long',
      );
      expect(attempt).not.toThrow(/short-secret/);
    });

    it('refuses an agent list with something that is not an email, and a calendar it cannot read', () => {
      expect(() => loadConfig({ SUPPORT_AGENT_EMAILS: 'agent@example.com;help@example.com' })).toThrow(
        'SUPPORT_AGENT_EMAILS must be email addresses separated by commas',
      );
      expect(() => loadConfig({ SUPPORT_BUSINESS_HOURS: 'weekdays' })).toThrow(
        /SUPPORT_BUSINESS_HOURS .*\(got "weekdays"\)/,
      );
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8000',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      LOG_FORMAT: 'json',
      SITE_ORIGIN: 'https://example.com/',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      PROXY_SECRET: 'a-proxy-secret-of-at-least-32-characters',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/northvault',
      DATA_DIR: '/var/lib/northvault',
      DATABASE_POOL_SIZE: '25',
      THROTTLE_TTL_SECONDS: '30',
      THROTTLE_LIMIT: '100',
      THROTTLE_WRITE_LIMIT: '5',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'site.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'google-client-secret',
      OIDC_SCOPES: 'openid email',
      SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
      SESSION_TTL_SECONDS: '3600',
      SESSION_IDLE_TIMEOUT_SECONDS: '1800',
      PAYMENT_GATEWAY: 'sandbox',
      ALLOW_SANDBOX_PAYMENTS: 'true',
      REDIS_URL: 'redis://:secret@cache.internal:6379/2',
      REDIS_KEY_PREFIX: 'nv-prod:',
      JOB_WORKERS: 'off',
      JOB_CONCURRENCY: '8',
      JOB_RETRY_LIMIT: '3',
      JOB_RETRY_DELAY_SECONDS: '30',
      JOB_POLL_INTERVAL_MS: '2000',
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'support@example.com',
      MAIL_FROM_NAME: 'Northvault Support',
      DNS_SERVERS: '192.0.2.53, 192.0.2.54:5353, [2001:db8::53]:53',
      SANDBOX_PORT: '4001',
      SANDBOX_PUBLIC_URL: 'https://sandbox.example.com/v1/',
      CANARY_MIN_FAILING_VISITORS: '12',
      TELEMETRY_TOKENS_PER_MINUTE: '30',
      OPERATOR_TOKEN: 'an-operator-token-of-at-least-32-characters',
      SANDBOX_LOGIN_HASH_CONCURRENCY: '4',
      SANDBOX_LOGIN_QUEUE_MS: '1500',
      SANDBOX_REQUEST_LOG: 'off',
    });
    expect(config.canary).toMatchObject({
      minFailingVisitors: 12,
      tokensPerMinute: 30,
      operatorToken: 'an-operator-token-of-at-least-32-characters',
    });
    expect(config.sandbox).toEqual({
      port: 4001,
      publicBaseUrl: 'https://sandbox.example.com/v1',
      allowLoopbackWebhooks: false,
      loginHashConcurrency: 4,
      loginQueueMs: 1500,
      recordRequests: false,
    });
    expect(config.whiteLabel).toEqual({
      dnsServers: ['192.0.2.53', '192.0.2.54:5353', '[2001:db8::53]:53'],
      developmentDomains: false,
      allowLoopbackAssets: false,
    });
    expect(config.server).toEqual({
      port: 8000,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'silent',
      logFormat: 'json',
      siteOrigin: 'https://example.com',
      trustProxy: ['10.0.0.0/8', 'loopback'],
      proxySecret: 'a-proxy-secret-of-at-least-32-characters',
    });
    expect(config.payments).toEqual({ gateway: 'sandbox' });
    expect(config.database).toEqual({
      url: 'postgresql://app:secret@db.internal:5432/northvault',
      dataDir: '/var/lib/northvault',
      poolSize: 25,
    });
    expect(config.throttle).toEqual({ ttlSeconds: 30, limit: 100, writeLimit: 5 });
    expect(config.auth).toEqual({
      issuer: 'https://accounts.google.com',
      allowInsecureIssuer: false,
      clientId: 'site.apps.googleusercontent.com',
      clientSecret: 'google-client-secret',
      scopes: 'openid email',
      sessionSecret: 'a-long-random-production-session-secret-0123456789',
      sessionTtlSeconds: 3600,
      sessionIdleTimeoutSeconds: 1800,
    });
    expect(config.redis).toEqual({ url: 'redis://:secret@cache.internal:6379/2', keyPrefix: 'nv-prod:' });
    expect(config.jobs).toEqual({
      workers: 'off',
      concurrency: 8,
      retryLimit: 3,
      retryDelaySeconds: 30,
      pollIntervalMs: 2000,
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: { name: 'Northvault Support', address: 'support@example.com' },
    });
  });

  describe('shared state, jobs and mail', () => {
    it('names each bad variable and never echoes a URL that may hold a password', () => {
      expect(() =>
        loadConfig({
          REDIS_URL: 'http://:hunter2@cache',
          SMTP_URL: 'http://user:hunter2@relay',
          JOB_WORKERS: 'sometimes',
          MAIL_FROM: 'nobody',
          MAIL_FROM_NAME: 'Evil\r\nBcc: victim@example.com',
        }),
      ).toThrow(
        /^Invalid configuration: REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL; JOB_WORKERS must be one of: in-process, off \(got "sometimes"\); SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL; MAIL_FROM must be an email address such as no-reply@example.com \(got "nobody"\); MAIL_FROM_NAME must be 1 to 100 characters without control characters/,
      );
      try {
        loadConfig({ REDIS_URL: 'http://:hunter2@cache', SMTP_URL: 'http://user:hunter2@relay' });
      } catch (error) {
        expect((error as Error).message).not.toContain('hunter2');
      }
    });

    it('refuses a login hash concurrency of 0 and a queue deadline that is not a number', () => {
      expect(() => loadConfig({ SANDBOX_LOGIN_HASH_CONCURRENCY: '0', SANDBOX_LOGIN_QUEUE_MS: 'soon' })).toThrow(
        /SANDBOX_LOGIN_HASH_CONCURRENCY must be an integer from 1 to 64.*SANDBOX_LOGIN_QUEUE_MS must be an integer from 1 to 60000/,
      );
    });

    it('needs a real mail relay and sender in production', () => {
      const production = {
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
        ALLOW_SANDBOX_PAYMENTS: 'true',
      };
      expect(() => loadConfig(production)).toThrow(
        'SMTP_URL is required in production; MAIL_FROM is required in production',
      );
      expect(
        loadConfig({ ...production, SMTP_URL: 'smtp://relay.internal:25', MAIL_FROM: 'no-reply@example.com' }).mail
          .smtpUrl,
      ).toBe('smtp://relay.internal:25');
    });
  });

  describe('sign-in', () => {
    it('talks to the local provider on OIDC_PORT when OIDC_ISSUER is unset', () => {
      expect(loadConfig({ OIDC_PORT: '19000' }).auth).toMatchObject({
        issuer: 'http://localhost:19000',
        allowInsecureIssuer: true,
      });
    });

    it('allows http:// only for a provider on this machine', () => {
      const external = { OIDC_ISSUER: 'http://idp.example.com', OIDC_CLIENT_ID: 'id', OIDC_CLIENT_SECRET: 'secret' };
      expect(() => loadConfig(external)).toThrow(
        'OIDC_ISSUER must use https:// (http:// is allowed for a provider on localhost only)',
      );
      expect(
        loadConfig({ ...external, OIDC_ISSUER: 'http://localhost:8180/realms/northvault' }).auth.allowInsecureIssuer,
      ).toBe(true);
    });

    it('needs a client of its own for a real issuer', () => {
      expect(() => loadConfig({ OIDC_ISSUER: 'https://example.eu.auth0.com' })).toThrow(
        'OIDC_CLIENT_ID is required when OIDC_ISSUER is set; OIDC_CLIENT_SECRET is required when OIDC_ISSUER is set',
      );
    });

    it('refuses to start in production on development secrets, without repeating them', () => {
      const production = {
        NODE_ENV: 'production',
        OIDC_ISSUER: 'https://accounts.google.com',
        OIDC_CLIENT_ID: 'id',
        OIDC_CLIENT_SECRET: 'secret',
        ALLOW_SANDBOX_PAYMENTS: 'true',
        SMTP_URL: 'smtp://relay.internal:25',
        MAIL_FROM: 'no-reply@example.com',
      };
      expect(() => loadConfig(production)).toThrow('SESSION_SECRET must be set to a random value in production');
      expect(() => loadConfig({ ...production, SESSION_SECRET: 'development-only-session-secret-change-me' })).toThrow(
        /^Invalid configuration: SESSION_SECRET must be set to a random value in production$/,
      );
      expect(() =>
        loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), ALLOW_SANDBOX_PAYMENTS: 'true' }),
      ).toThrow('OIDC_ISSUER is required in production (the local provider is for development)');
    });

    it('wants a session secret long enough to be a secret', () => {
      expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
        'SESSION_SECRET must be at least 32 characters long',
      );
    });
  });

  describe('payments', () => {
    const production = {
      NODE_ENV: 'production',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
      SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
      SMTP_URL: 'smtp://relay.internal:25',
      MAIL_FROM: 'no-reply@example.com',
    };

    it('refuses to start in production on the sandbox gateway, naming ALLOW_SANDBOX_PAYMENTS', () => {
      expect(() => loadConfig(production)).toThrow(
        'Invalid configuration: ALLOW_SANDBOX_PAYMENTS must be true to run the sandbox payment gateway in production (PAYMENT_GATEWAY=sandbox charges no real card and approves any valid test number)',
      );
      expect(() => loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'false' })).toThrow(/ALLOW_SANDBOX_PAYMENTS/);
    });

    it('runs the sandbox in production only when told so explicitly', () => {
      expect(loadConfig({ ...production, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments).toEqual({ gateway: 'sandbox' });
    });

    it('runs the sandbox outside production without being asked', () => {
      expect(loadConfig({ NODE_ENV: 'test' }).payments).toEqual({ gateway: 'sandbox' });
    });

    it.each([
      ['PAYMENT_GATEWAY', 'stripe', 'PAYMENT_GATEWAY must be one of: sandbox (got "stripe")'],
      ['ALLOW_SANDBOX_PAYMENTS', 'yes', 'ALLOW_SANDBOX_PAYMENTS must be true or false (got "yes")'],
    ])('names %s when it is invalid', (variable, value, problem) => {
      expect(() => loadConfig({ [variable]: value })).toThrow(`Invalid configuration: ${problem}`);
    });
  });

  it.each([
    ['true', true],
    ['false', false],
    ['2', 2],
    ['127.0.0.1, ::1, fd00::/8', ['127.0.0.1', '::1', 'fd00::/8']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).server.trustProxy).toEqual(expected);
  });

  it('treats blank values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' })).toMatchObject({
      server: { port: 3000 },
      database: { url: null },
    });
  });

  it.each([
    ['CANARY_CHECK_INTERVAL_SECONDS', '0', 'CANARY_CHECK_INTERVAL_SECONDS must be an integer from 1 to 3600 (got "0")'],
    ['PORT', 'abc', 'PORT must be an integer from 1 to 65535 (got "abc")'],
    ['PORT', '70000', 'PORT must be an integer from 1 to 65535 (got "70000")'],
    ['NODE_ENV', 'staging', 'NODE_ENV must be one of: development, production, test (got "staging")'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL must be one of: fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [
      'SITE_ORIGIN',
      'localhost:8080',
      'SITE_ORIGIN must be an http:// or https:// origin such as http://localhost:8080 (got "localhost:8080")',
    ],
    [
      'TRUST_PROXY',
      'everyone',
      'TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or subnets (got "everyone")',
    ],
    ['THROTTLE_TTL_SECONDS', '0', 'THROTTLE_TTL_SECONDS must be an integer from 1 to 86400 (got "0")'],
    ['THROTTLE_LIMIT', '1.5', 'THROTTLE_LIMIT must be an integer from 1 to 1000000 (got "1.5")'],
    ['THROTTLE_WRITE_LIMIT', '-3', 'THROTTLE_WRITE_LIMIT must be an integer from 1 to 1000000 (got "-3")'],
    ['LOG_FORMAT', 'xml', 'LOG_FORMAT must be one of: auto, json, pretty (got "xml")'],
    [
      'DNS_SERVERS',
      'dns.example.com',
      'DNS_SERVERS must be a comma-separated list of DNS server addresses, each an IP address with an optional :port (got "dns.example.com")',
    ],
    [
      'DNS_SERVERS',
      '127.0.0.1:99999',
      'DNS_SERVERS must be a comma-separated list of DNS server addresses, each an IP address with an optional :port (got "127.0.0.1:99999")',
    ],
    [
      'SESSION_IDLE_TIMEOUT_SECONDS',
      '10',
      'SESSION_IDLE_TIMEOUT_SECONDS must be an integer from 120 to 31536000 (got "10")',
    ],
  ])('names %s when it is invalid', (variable, value, problem) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new ConfigError([problem]));
    expect(() => loadConfig({ [variable]: value })).toThrow(`Invalid configuration: ${problem}`);
  });

  it('never echoes an OPERATOR_TOKEN that is too short, and says how long it must be', () => {
    expect(() => loadConfig({ OPERATOR_TOKEN: 'hunter2' })).toThrow(
      'Invalid configuration: OPERATOR_TOKEN must be at least 32 characters long',
    );
    expect(() => loadConfig({ OPERATOR_TOKEN: 'hunter2' })).not.toThrow(/hunter2/);
  });

  it('never echoes a PROXY_SECRET that is too short, and says how long it must be', () => {
    expect(() => loadConfig({ PROXY_SECRET: 'hunter2' })).toThrow(
      'Invalid configuration: PROXY_SECRET must be at least 32 characters long',
    );
    expect(() => loadConfig({ PROXY_SECRET: 'hunter2' })).not.toThrow(/hunter2/);
  });

  it('never echoes a bad DATABASE_URL, which may hold a password', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/app' })).toThrow(
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    );
    expect(() => loadConfig({ DATABASE_URL: 'mysql://root:hunter2@db/app' })).not.toThrow(/hunter2/);
  });

  it('reports every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', THROTTLE_LIMIT: 'lots' })).toThrow(
      'Invalid configuration: PORT must be an integer from 1 to 65535 (got "abc"); THROTTLE_LIMIT must be an integer from 1 to 1000000 (got "lots")',
    );
  });
});
