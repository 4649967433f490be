/**
 * For a suite about what several instances share through Redis (docs/architecture.md#jobs-email-and-several-instances):
 * two test apps on one database and one real Redis (TEST_REDIS_URL, or the one on this machine), under a key prefix
 * of the suite's own, started before its tests. After them the apps and the database are closed, and every key under
 * the prefix is deleted.
 */
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import type { DatabaseHandle } from '../database/database-handle';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase } from './test-database';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

export interface SharedRedisSuite {
  /** The two instances, started before the suite's tests run. */
  readonly instances: readonly TestApp[];
  readonly database: DatabaseHandle;
  /** The suite's REDIS_KEY_PREFIX, `nv-test-<random>:`. */
  readonly prefix: string;
  /** The keys in Redis under the prefix that match `pattern` (after the prefix). */
  keys(pattern?: string): Promise<string[]>;
}

async function keysMatching(pattern: string): Promise<string[]> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    return await redis.keys(pattern);
  } finally {
    await redis.quit();
  }
}

/** `env`: the variables both instances get on top of REDIS_URL and REDIS_KEY_PREFIX. */
export function instancesOnSharedRedis(env: Record<string, string> = {}): SharedRedisSuite {
  const prefix = `nv-test-${randomBytes(6).toString('hex')}:`;
  const instances: TestApp[] = [];
  let database: DatabaseHandle | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
    const shared = { ...env, REDIS_URL: TEST_REDIS_URL, REDIS_KEY_PREFIX: prefix };
    for (let index = 0; index < 2; index += 1) instances.push(await createTestApp({ env: shared, database }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.close();
    const redis = new Redis(TEST_REDIS_URL);
    try {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length > 0) await redis.del(...keys);
    } finally {
      await redis.quit();
    }
  });
  return {
    instances,
    get database() {
      if (!database) throw new Error('The shared-Redis suite has not started: use it inside a test');
      return database;
    },
    prefix,
    keys: (pattern = '*') => keysMatching(`${prefix}${pattern}`),
  };
}
