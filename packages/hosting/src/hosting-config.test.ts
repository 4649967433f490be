import { loadHostingConfig, localIdentityProviderOrigin, remoteRegistry } from './hosting-config';

describe('loadHostingConfig', () => {
  it('defaults to the ports of DESIGN.md', () => {
    const config = loadHostingConfig({});
    expect(config).toMatchObject({
      sitePort: 8080,
      siteOrigin: 'http://localhost:8080',
      backendUrl: 'http://localhost:3000',
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
    });
    expect(remoteRegistry(config).remotes).toEqual(
      expect.arrayContaining([
        { name: 'mfe_docs', entry: 'https://cdn.example.com/docs/2.1.0/remoteEntry.js' },
        { name: 'mfe_support', entry: 'http://localhost:9183/remoteEntry.js' },
      ]),
    );
    expect(config.siteOrigin).toBe('http://localhost:9080');
  });

  it('believes X-Forwarded-* from loopback proxies by default, as the backend does, and reads TRUST_PROXY', () => {
    expect(loadHostingConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadHostingConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadHostingConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadHostingConfig({ TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', 'loopback']);
    expect(() => loadHostingConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      'Invalid configuration: TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of loopback, linklocal, uniquelocal, IP addresses or subnets (got "everyone")',
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
