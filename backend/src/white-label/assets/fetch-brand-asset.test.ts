import { loadConfig } from '../../config/app-config';
import { startLoopbackAssetServer, PNG_PIXEL, type LoopbackAssetServer } from '../../testing/loopback-asset-server';
import { startLoopbackDnsServer, type LoopbackDnsServer } from '../../testing/loopback-dns-server';
import { DnsResolver } from '../domains/dns-resolver';
import { isAllowedAssetAddress } from '../../network/address-policy';
import { fetchBrandAsset, type AssetFetchPolicy } from './fetch-brand-asset';

let assets: LoopbackAssetServer;
let dns: LoopbackDnsServer;
let resolver: DnsResolver;

beforeAll(async () => {
  [assets, dns] = await Promise.all([startLoopbackAssetServer(), startLoopbackDnsServer()]);
  resolver = new DnsResolver(loadConfig({ DNS_SERVERS: dns.address }));
  dns.ipv4.set('cdn.acme.test', ['127.0.0.1']);
  dns.ipv4.set('metadata.acme.test', ['10.0.0.5']);
  dns.ipv4.set('split.acme.test', ['127.0.0.1', '192.168.1.20']);
});

afterAll(async () => {
  await Promise.all([assets?.close(), dns?.close()]);
});

const policy = (allowLoopback: boolean): AssetFetchPolicy => ({
  allowLoopback,
  resolve: (host) => resolver.addresses(host),
});
const portOf = (origin: string) => new URL(origin).port;

describe('addresses a publish may fetch from', () => {
  it.each([
    ['93.184.216.34', false, true],
    ['2606:2800:220:1:248:1893:25c8:1946', false, true],
    ['127.0.0.1', false, false],
    ['127.0.0.1', true, true],
    ['::1', true, true],
    ['10.0.0.5', true, false],
    ['172.16.3.4', true, false],
    ['192.168.1.20', true, false],
    ['169.254.169.254', true, false],
    ['100.64.0.1', true, false],
    ['0.0.0.0', true, false],
    ['fd00::1', true, false],
    ['fe80::1', true, false],
    ['::ffff:10.0.0.1', true, false],
    ['::ffff:93.184.216.34', false, true],
    ['not an address', true, false],
  ])('%s (loopback allowed: %s) → %s', (address, allowLoopback, allowed) => {
    expect(isAllowedAssetAddress(address, allowLoopback)).toBe(allowed);
  });
});

describe('fetchBrandAsset', () => {
  it('copies an image from loopback in development, by a name the DNS answers with 127.0.0.1', async () => {
    const asset = await fetchBrandAsset(`http://cdn.acme.test:${portOf(assets.origin)}/logo.png`, policy(true));
    expect(asset).toEqual({
      bytes: PNG_PIXEL,
      contentType: 'image/png',
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
  });

  it('refuses loopback in production, before connecting', async () => {
    const before = assets.hits.get('/logo.png') ?? 0;
    await expect(fetchBrandAsset(`${assets.origin}/logo.png`, policy(false))).rejects.toThrow(
      /is on a private or reserved network address \(127\.0\.0\.1\), which is never fetched/,
    );
    expect(assets.hits.get('/logo.png') ?? 0).toBe(before);
  });

  it('refuses a name whose DNS answer is a private address', async () => {
    await expect(fetchBrandAsset('http://metadata.acme.test/logo.png', policy(true))).rejects.toThrow(
      'metadata.acme.test is on a private or reserved network address (10.0.0.5), which is never fetched',
    );
  });

  it('refuses a name with one private answer among its addresses', async () => {
    await expect(
      fetchBrandAsset(`http://split.acme.test:${portOf(assets.origin)}/logo.png`, policy(true)),
    ).rejects.toThrow(/\(192\.168\.1\.20\)/);
  });

  it.each([
    ['a private address', 'http://169.254.169.254/latest/meta-data/', /\(169\.254\.169\.254\)/],
    ['a name resolving to a private address', 'http://metadata.acme.test/logo.png', /\(10\.0\.0\.5\)/],
    ['an IPv4-mapped private address', 'http://[::ffff:10.0.0.1]/logo.png', /\(::ffff:a00:1\)/],
  ])('refuses a redirect to %s', async (_, location, reason) => {
    assets.routes.set('/moved.png', { status: 302, headers: { Location: location } });
    await expect(fetchBrandAsset(`${assets.origin}/moved.png`, policy(true))).rejects.toThrow(reason);
  });

  it('follows a redirect on loopback in development', async () => {
    assets.routes.set('/old-logo.png', { status: 301, headers: { Location: '/logo.png' } });
    expect((await fetchBrandAsset(`${assets.origin}/old-logo.png`, policy(true))).contentType).toBe('image/png');
  });

  it('stops after three redirects', async () => {
    assets.routes.set('/loop.png', { status: 302, headers: { Location: '/loop.png' } });
    await expect(fetchBrandAsset(`${assets.origin}/loop.png`, policy(true))).rejects.toThrow(
      'it redirects more than 3 times',
    );
  });

  it.each([
    ['a missing file', '/missing.png', 'the server answered HTTP 404'],
    [
      'a page that is not an image',
      '/page.html',
      'it must be a PNG, JPEG, GIF, WebP, AVIF, SVG or ICO image of at most 512 KB, and the server says it is text/html',
    ],
    ['HTML labelled as a PNG', '/fake.png', 'its content is not the image/png image the server says it is'],
    ['a file larger than the limit', '/huge.png', 'it is larger than 512 KB'],
    ['a file that grows past the limit without saying its length', '/stream.png', 'it is larger than 512 KB'],
  ])('refuses %s', async (_, path, reason) => {
    assets.routes.set('/page.html', { contentType: 'text/html', body: '<h1>Hi</h1>' });
    assets.routes.set('/fake.png', { contentType: 'image/png', body: '<script>alert(1)</script>' });
    assets.routes.set('/huge.png', { contentType: 'image/png', body: Buffer.alloc(600 * 1024) });
    assets.routes.set('/stream.png', {
      contentType: 'image/png',
      body: Buffer.concat([PNG_PIXEL, Buffer.alloc(600 * 1024)]),
      headers: { 'Transfer-Encoding': 'chunked' },
    });
    await expect(fetchBrandAsset(`${assets.origin}${path}`, policy(true))).rejects.toThrow(reason);
  });

  it('refuses a host name that does not resolve', async () => {
    await expect(fetchBrandAsset('http://nowhere.acme.test/logo.png', policy(true))).rejects.toThrow(
      'the host name nowhere.acme.test does not resolve',
    );
  });
});
