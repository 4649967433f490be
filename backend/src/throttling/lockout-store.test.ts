/**
 * The lockout stores (lockout-store.ts) agree on the rules, with the times their caller gives: the lock starts at
 * the threshold and doubles up to its cap, a run is forgotten after a quiet period, and the Redis store loses no
 * failure counted by many callers at once.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { type LockoutPolicy, type LockoutStore, MemoryLockoutStore, RedisLockoutStore } from './lockout-store';

const REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';
const PREFIX = `nv-test-${randomBytes(6).toString('hex')}:`;
const MINUTE = 60_000;
const POLICY: LockoutPolicy = {
  failures: 3,
  firstLockMs: 15 * MINUTE,
  maxLockMs: 60 * MINUTE,
  forgetAfterMs: 24 * 60 * MINUTE,
};
const T0 = Date.UTC(2026, 10, 27, 12);

let redis: Redis;

beforeAll(() => {
  redis = new Redis(REDIS_URL, { keyPrefix: PREFIX });
});

afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(PREFIX.length)));
  await redis.quit();
});

const stores: Array<[string, () => LockoutStore]> = [
  ['in memory', () => new MemoryLockoutStore()],
  ['in Redis', () => new RedisLockoutStore(redis)],
];

describe.each(stores)('the lockout store %s', (_name, open) => {
  const key = () => randomBytes(8).toString('hex');

  it('locks at the threshold and doubles each lock up to the cap', async () => {
    const store = open();
    const id = key();
    expect(await store.read(id, T0, POLICY)).toBeNull();
    expect((await store.recordFailure(id, T0, POLICY)).lockedUntil).toBe(0);
    expect((await store.recordFailure(id, T0, POLICY)).lockedUntil).toBe(0);
    expect(await store.recordFailure(id, T0, POLICY)).toEqual({
      count: 3,
      lastFailureAt: T0,
      lockedUntil: T0 + 15 * MINUTE,
    });
    expect((await store.read(id, T0 + MINUTE, POLICY))?.lockedUntil).toBe(T0 + 15 * MINUTE);
    const later = T0 + 16 * MINUTE;
    expect((await store.recordFailure(id, later, POLICY)).lockedUntil).toBe(later + 30 * MINUTE);
    expect((await store.recordFailure(id, later, POLICY)).lockedUntil).toBe(later + 60 * MINUTE);
    expect((await store.recordFailure(id, later, POLICY)).lockedUntil).toBe(later + 60 * MINUTE);
  });

  it('forgets a run after a quiet day without a lock in force, and on clear', async () => {
    const store = open();
    const id = key();
    await store.recordFailure(id, T0, POLICY);
    expect(await store.read(id, T0 + POLICY.forgetAfterMs - 1, POLICY)).toMatchObject({ count: 1 });
    expect(await store.read(id, T0 + POLICY.forgetAfterMs, POLICY)).toBeNull();
    expect((await store.recordFailure(id, T0 + POLICY.forgetAfterMs, POLICY)).count).toBe(1);
    await store.clear(id);
    expect(await store.read(id, T0 + POLICY.forgetAfterMs, POLICY)).toBeNull();
  });

  it('counts every failure recorded at once', async () => {
    const store = open();
    const id = key();
    const runs = await Promise.all(Array.from({ length: 20 }, () => store.recordFailure(id, T0, POLICY)));
    expect(runs.map((run) => run.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(runs.filter((run) => run.count === POLICY.failures)).toHaveLength(1);
  });
});

it('keeps memory bounded: past the most it tracks, the oldest run goes first', async () => {
  const store = new MemoryLockoutStore(2);
  await store.recordFailure('a', T0, POLICY);
  await store.recordFailure('b', T0, POLICY);
  await store.recordFailure('c', T0, POLICY);
  expect(await store.read('a', T0, POLICY)).toBeNull();
  expect(await store.read('c', T0, POLICY)).toMatchObject({ count: 1 });
});
