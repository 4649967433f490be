import { LOAD_TOKEN_ELEMENT_ID } from '@northvault/contracts/telemetry';
import {
  issueLoadToken,
  LOAD_TOKEN_TTL_SECONDS,
  servedReleases,
  verifyLoadToken,
  visitorKey,
  withLoadToken,
} from './load-token';

const SECRET = 'a-secret-the-site-server-shares-with-the-backend';
const COHORT = '4f1c2d3e-0000-4000-8000-123456789abc';
const RELEASES = { 'mfe-support': '1.0.0-aaaaaaaaaa', 'mfe-docs': 'unreleased' };
const NOW = new Date('2026-11-27T10:00:00Z');

describe('load tokens', () => {
  it('carries the releases it was issued for, a hash of the visitor, and its expiry; never the cohort id', () => {
    const token = issueLoadToken(SECRET, { cohortId: COHORT, releases: RELEASES, now: NOW });
    const check = verifyLoadToken(SECRET, token, NOW);
    expect(check).toEqual({
      claims: {
        id: expect.stringMatching(/^[\w-]{22}$/),
        visitor: visitorKey(SECRET, COHORT),
        releases: RELEASES,
        expires: NOW.getTime() / 1000 + LOAD_TOKEN_TTL_SECONDS,
      },
    });
    expect(token).not.toContain(COHORT);
    expect(Buffer.from(token.split('.')[1]!, 'base64url').toString()).not.toContain(COHORT);
    expect(token).not.toContain(SECRET);
  });

  it('gives each page load its own id, and the same visitor the same hash', () => {
    const claims = [1, 2].map((_) => {
      const check = verifyLoadToken(SECRET, issueLoadToken(SECRET, { cohortId: COHORT, releases: RELEASES }));
      return 'claims' in check ? check.claims : null;
    });
    expect(claims[0]!.id).not.toBe(claims[1]!.id);
    expect(claims[0]!.visitor).toBe(claims[1]!.visitor);
    expect(visitorKey(SECRET, 'another-cohort-id')).not.toBe(claims[0]!.visitor);
  });

  it('expires after LOAD_TOKEN_TTL_SECONDS', () => {
    const token = issueLoadToken(SECRET, { cohortId: COHORT, releases: RELEASES, now: NOW });
    const end = NOW.getTime() + LOAD_TOKEN_TTL_SECONDS * 1000;
    expect(verifyLoadToken(SECRET, token, new Date(end - 1))).toHaveProperty('claims');
    expect(verifyLoadToken(SECRET, token, new Date(end))).toEqual({ problem: 'expired' });
  });

  it.each([
    ['another secret', (token: string) => token, 'another-secret-of-the-same-kind-and-length!!'],
    [
      'edited claims',
      (token: string) => token.replace(/\.[^.]+\./, `.${Buffer.from('{"id":"x"}').toString('base64url')}.`),
    ],
    ['an edited signature', (token: string) => `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`],
    ['another format', (token: string) => token.replace(/^v1\./, 'v2.')],
    ['no signature', (token: string) => token.split('.').slice(0, 2).join('.')],
    ['an over-long token', (token: string) => `${token}${'A'.repeat(1024)}`],
    ['not a token', () => 'hello'],
  ])('refuses a token with %s', (_case, change, secret = SECRET) => {
    const token = issueLoadToken(SECRET, { cohortId: COHORT, releases: RELEASES, now: NOW });
    expect(verifyLoadToken(secret, change(token), NOW)).toEqual({ problem: 'invalid' });
  });
});

describe('servedReleases', () => {
  const registry = {
    remotes: [
      {
        name: 'mfe_support',
        entry: 'http://site/releases/mfe-support/1.0.0-aaaaaaaaaa/remoteEntry.js',
        version: '1.0.0-aaaaaaaaaa',
      },
      { name: 'mfe_docs', entry: 'http://localhost:8082/remoteEntry.js' },
      { name: 'not_a_remote', entry: 'http://localhost:1/remoteEntry.js', version: '1.0.0' },
    ],
  };

  it('names each remote’s release, `unreleased` for one served from its own server', () => {
    expect(servedReleases(registry)).toEqual(RELEASES);
  });

  it('leaves out the remote a visitor overrides: loads of a local build never count', () => {
    expect(servedReleases(registry, 'mfe-support')).toEqual({ 'mfe-docs': 'unreleased' });
  });
});

it('puts the token in a non-executed JSON block of the page head', () => {
  expect(withLoadToken('<html><head><title>N</title></head></html>', 'v1.abc.def')).toBe(
    `<html><head><title>N</title><script type="application/json" id="${LOAD_TOKEN_ELEMENT_ID}">"v1.abc.def"</script></head></html>`,
  );
  expect(withLoadToken('<head></head>', null)).toBe('<head></head>');
});
