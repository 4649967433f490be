import { abortCanary, promoteCanary, startCanary } from './canary';
import { DEFAULT_CANARY_THRESHOLDS, type ReleaseState } from './release-store';

const live: ReleaseState = {
  current: 'v1',
  releases: [{ version: 'v1', publishedAt: '2026-01-01T00:00:00.000Z' }],
  canary: null,
  events: [],
};
const now = new Date('2026-01-02T00:00:00Z');
const request = (version: string, percent: number) => ({ version, percent, thresholds: DEFAULT_CANARY_THRESHOLDS });

it('needs a live release to compare with, a new version and a whole percentage', () => {
  expect(() => startCanary({ ...live, current: null, releases: [] }, 'mfe-docs', request('v2', 10), now)).toThrow(
    'mfe-docs has no live release yet: release it first, then send the next one as a canary',
  );
  expect(() => startCanary(live, 'mfe-docs', request('v1', 10), now)).toThrow(
    'mfe-docs v1 is already the live release',
  );
  for (const percent of [0, 101, 12.5]) {
    expect(() => startCanary(live, 'mfe-docs', request('v2', percent), now)).toThrow(
      `--canary must be a whole percentage from 1 to 100 (got ${percent})`,
    );
  }
});

it('refuses to promote or abort when no canary runs', () => {
  expect(() => promoteCanary(live, 'mfe-docs', now)).toThrow('mfe-docs has no canary running');
  expect(() => abortCanary(live, 'mfe-docs', 'aborted', now)).toThrow('mfe-docs has no canary running');
});

it('leaves the current release alone when a canary starts or is aborted', () => {
  const started = startCanary(live, 'mfe-docs', request('v2', 10), now);
  expect(started.current).toBe('v1');
  expect(started.releases).toEqual(live.releases);
  const aborted = abortCanary(started, 'mfe-docs', 'aborted', now);
  expect(aborted.current).toBe('v1');
  expect(aborted.canary).toBeNull();
});
