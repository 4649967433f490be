import { MICRO_FRONTENDS, remoteEntryUrl } from './micro-frontends';

describe('remoteEntryUrl', () => {
  it('points a bare origin or folder at its remote entry', () => {
    expect(remoteEntryUrl('http://localhost:8082')).toBe('http://localhost:8082/remoteEntry.js');
    expect(remoteEntryUrl('http://cdn.example/docs/')).toBe('http://cdn.example/docs/remoteEntry.js');
  });

  it('keeps an explicit manifest or entry URL', () => {
    expect(remoteEntryUrl('http://cdn.example/docs/remoteEntry.js')).toBe('http://cdn.example/docs/remoteEntry.js');
    expect(remoteEntryUrl('http://cdn.example/mf-manifest.json?v=2')).toBe('http://cdn.example/mf-manifest.json?v=2');
  });
});

it('gives every remote a distinct container name and port', () => {
  const remotes = Object.values(MICRO_FRONTENDS);
  expect(new Set(remotes.map((r) => r.container)).size).toBe(remotes.length);
  expect(new Set(remotes.map((r) => r.defaultPort)).size).toBe(remotes.length);
  for (const remote of remotes) expect(remote.container).toMatch(/^[a-z_]+$/);
});
