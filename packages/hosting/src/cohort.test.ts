import { randomUUID } from 'node:crypto';
import { cohortPosition, inCanary } from './cohort';

const ids = Array.from({ length: 10_000 }, () => randomUUID());

it('puts a visitor in the same place for a remote every time', () => {
  for (const id of ids.slice(0, 100)) {
    expect(cohortPosition(id, 'mfe-support')).toBe(cohortPosition(id, 'mfe-support'));
    expect(inCanary(id, 'mfe-support', 30)).toBe(inCanary(id, 'mfe-support', 30));
  }
});

it.each([1, 10, 25, 50, 90])('gives a %i%% canary to that share of 10,000 visitors, within 2 points', (percent) => {
  const share = (ids.filter((id) => inCanary(id, 'mfe-support', percent)).length / ids.length) * 100;
  expect(Math.abs(share - percent)).toBeLessThanOrEqual(2);
});

it('draws the cohorts of different remotes independently', () => {
  const both = ids.filter((id) => inCanary(id, 'mfe-support', 50) && inCanary(id, 'mfe-docs', 50)).length;
  expect(Math.abs((both / ids.length) * 100 - 25)).toBeLessThanOrEqual(2);
});

it('keeps a grown canary for everyone who had it, and nobody without an id gets it', () => {
  const at10 = ids.filter((id) => inCanary(id, 'mfe-docs', 10));
  expect(at10.every((id) => inCanary(id, 'mfe-docs', 40))).toBe(true);
  expect(inCanary(null, 'mfe-docs', 100)).toBe(false);
  expect(ids.every((id) => inCanary(id, 'mfe-docs', 100))).toBe(true);
});
