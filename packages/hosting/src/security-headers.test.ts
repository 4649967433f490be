import { createHash } from 'node:crypto';
import {
  contentSecurityPolicy,
  inlineStyleHashes,
  remoteOriginsOf,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  const policy = directives(
    contentSecurityPolicy({
      remoteOrigins: ['http://localhost:8081', 'https://cdn.example.com'],
      inlineStyleHashes: ["'sha256-abc='"],
      imageOrigins: ['http://localhost:9000'],
      connectOrigins: ['http://localhost:3001'],
    }),
  );

  it('runs scripts only from the site and the remotes, never inline or through eval', () => {
    expect(policy['script-src']).toEqual(["'self'", 'http://localhost:8081', 'https://cdn.example.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
  });

  it('takes styles from the site and the remotes, and the boot frame’s inline style by its hash only', () => {
    expect(policy['style-src']).toEqual([
      "'self'",
      'http://localhost:8081',
      'https://cdn.example.com',
      "'sha256-abc='",
    ]);
  });

  it('lets pages fetch from the site, the remotes and the sandbox, and show images from https, data: and the identity provider', () => {
    expect(policy['connect-src']).toEqual([
      "'self'",
      'http://localhost:8081',
      'https://cdn.example.com',
      'http://localhost:3001',
    ]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https:', 'http://localhost:9000']);
  });

  it('shuts out plugins, foreign base URLs, framing and foreign form targets', () => {
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });

  it('never allows unsafe-inline or unsafe-eval', () => {
    const text = contentSecurityPolicy({ remoteOrigins: [], inlineStyleHashes: [] });
    expect(text).not.toMatch(/unsafe-(inline|eval)/);
    expect(directives(text)['img-src']).toEqual(["'self'", 'data:', 'https:']);
  });
});

describe('remoteOriginsOf', () => {
  it('takes each remote entry’s origin once, leaving out the site’s own (its releases)', () => {
    const registry = {
      remotes: [
        { name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' },
        { name: 'mfe_support', entry: 'http://localhost:8082/support/mf-manifest.json' },
        { name: 'mfe_marketing', entry: 'http://localhost:8080/releases/mfe-marketing/1.0.0/remoteEntry.js' },
        { name: 'mfe_whitelabel', entry: '/releases/mfe-whitelabel/1.0.0/remoteEntry.js' },
      ],
    };
    expect(remoteOriginsOf(registry, 'http://localhost:8080')).toEqual(['http://localhost:8082']);
  });
});

describe('inlineStyleHashes', () => {
  it('hashes the exact text of each inline style, as the browser does', () => {
    const css = 'body{margin:0;font-family:Inter,“x”}';
    const expected = `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
    expect(inlineStyleHashes(`<head><style>${css}</style><STYLE media="print">a{}</STYLE></head>`)).toEqual([
      expected,
      `'sha256-${createHash('sha256').update('a{}').digest('base64')}'`,
    ]);
    expect(inlineStyleHashes('<head><link rel="stylesheet" href="/a.css"></head>')).toEqual([]);
  });
});

it('sends HSTS for a year, subdomains included', () => {
  expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=31536000; includeSubDomains');
});
