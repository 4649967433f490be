/**
 * Where the throttler counts: in Redis when REDIS_URL is set, so every instance behind a load
 * balancer counts the same hits; in this process's memory otherwise. The checkout's decline
 * limits count through the same ThrottlerStorage, so they follow it, and the sandbox's login
 * lockout keeps its runs of failures in the same place (lockout-store.ts).
 */
import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorage } from '@nestjs/throttler';
import Redis from 'ioredis';
import type { RedisConfig } from '../config/redis-config';
import { FixedWindowThrottlerStorage } from './fixed-window-storage';
import { type LockoutStore, MemoryLockoutStore, RedisLockoutStore } from './lockout-store';

export interface ClosableThrottlerStorage extends ThrottlerStorage {
  /** Runs of failures with a growing lock, kept beside the counters. */
  lockouts: LockoutStore;
  close(): Promise<void>;
}

/** Redis could not be reached at start; the message names where, never the password. */
export class RedisConnectionError extends Error {
  constructor(url: string, cause: unknown) {
    const { hostname, port } = new URL(url);
    super(`Cannot connect to Redis at ${hostname}:${port || 6379} (REDIS_URL): ${(cause as Error)?.message ?? cause}`, {
      cause,
    });
    this.name = 'RedisConnectionError';
  }
}

export async function openThrottlerStorage(config: RedisConfig): Promise<ClosableThrottlerStorage> {
  if (config.url === null) {
    const counters = new FixedWindowThrottlerStorage();
    return {
      increment: (...args) => counters.increment(...args),
      lockouts: new MemoryLockoutStore(),
      close: () => counters.close(),
    };
  }
  const redis = new Redis(config.url, {
    keyPrefix: config.keyPrefix,
    lazyConnect: true,
    // A request waits for Redis a bounded time, then fails instead of queueing forever.
    maxRetriesPerRequest: 2,
    connectTimeout: 5_000,
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new RedisConnectionError(config.url, error);
  }
  const storage = new ThrottlerStorageRedisService(redis);
  return {
    increment: (...args) => storage.increment(...args),
    lockouts: new RedisLockoutStore(redis),
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
