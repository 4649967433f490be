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
        siteOrigin: 'http://localhost:8080',
        trustProxy: ['loopback'],
      },
      database: { url: null, dataDir: resolve('.data') },
      throttle: { ttlSeconds: 60, limit: 300, writeLimit: 20 },
      auth: {
        issuer: 'http://localhost:9000',
        allowInsecureIssuer: true,
        clientId: 'northvault-site',
        clientSecret: 'local-development-secret',
        scopes: 'openid email profile',
        sessionSecret: 'development-only-session-secret-change-me',
        sessionTtlSeconds: 2592000,
      },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8000',
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SITE_ORIGIN: 'https://example.com/',
      TRUST_PROXY: '10.0.0.0/8, loopback',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/northvault',
      DATA_DIR: '/var/lib/northvault',
      THROTTLE_TTL_SECONDS: '30',
      THROTTLE_LIMIT: '100',
      THROTTLE_WRITE_LIMIT: '5',
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'site.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'google-client-secret',
      OIDC_SCOPES: 'openid email',
      SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
      SESSION_TTL_SECONDS: '3600',
    });
    expect(config.server).toEqual({
      port: 8000,
      host: '127.0.0.1',
      nodeEnv: 'production',
      logLevel: 'silent',
      siteOrigin: 'https://example.com',
      trustProxy: ['10.0.0.0/8', 'loopback'],
    });
    expect(config.database).toEqual({
      url: 'postgresql://app:secret@db.internal:5432/northvault',
      dataDir: '/var/lib/northvault',
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
      };
      expect(() => loadConfig(production)).toThrow('SESSION_SECRET must be set to a random value in production');
      expect(() => loadConfig({ ...production, SESSION_SECRET: 'development-only-session-secret-change-me' })).toThrow(
        /^Invalid configuration: SESSION_SECRET must be set to a random value in production$/,
      );
      expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) })).toThrow(
        'OIDC_ISSUER is required in production (the local provider is for development)',
      );
    });

    it('wants a session secret long enough to be a secret', () => {
      expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrow(
        'SESSION_SECRET must be at least 32 characters long',
      );
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
  ])('names %s when it is invalid', (variable, value, problem) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(new ConfigError([problem]));
    expect(() => loadConfig({ [variable]: value })).toThrow(`Invalid configuration: ${problem}`);
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
