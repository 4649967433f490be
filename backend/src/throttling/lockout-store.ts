/**
 * Runs of failures with a growing lock, shared by every instance (docs/security.md#sandbox-sign-in): in Redis when
 * REDIS_URL is set, beside the throttler's counters, and in this process's memory otherwise, like them.
 *
 * The ThrottlerStorage interface cannot carry this: its windows run on the wall clock and it can only add a hit.
 * A lockout reads its state without counting, and runs on the app's clock (so tests move time), so every time here
 * is given by the caller and stored in the value; Redis' own expiry only collects keys nobody uses any more.
 */
import type Redis from 'ioredis';

export interface LockoutPolicy {
  /** The failure that starts the first lock: the 10th. */
  failures: number;
  firstLockMs: number;
  /** Each failure after the first lock doubles it, up to this. */
  maxLockMs: number;
  /** A run with no failure for this long, and no lock in force, is forgotten. */
  forgetAfterMs: number;
}

export interface FailureRun {
  count: number;
  lastFailureAt: number;
  /** 0 while the run has not reached `failures`. */
  lockedUntil: number;
}

export interface LockoutStore {
  /** The run under `key` at `now`, or null (none, or forgotten). */
  read(key: string, now: number, policy: LockoutPolicy): Promise<FailureRun | null>;
  /** Counts one failure at `now`, atomically across instances; returns the run with it. */
  recordFailure(key: string, now: number, policy: LockoutPolicy): Promise<FailureRun>;
  /** Forgets the run (a success). */
  clear(key: string): Promise<void>;
}

function isForgotten(run: FailureRun, now: number, policy: LockoutPolicy): boolean {
  return run.lockedUntil <= now && now - run.lastFailureAt >= policy.forgetAfterMs;
}

/** The lock a run of `count` failures ends at, from the failure at `now`; 0 below the threshold. */
export function lockEnd(count: number, now: number, policy: LockoutPolicy): number {
  const beyond = count - policy.failures;
  return beyond < 0 ? 0 : now + Math.min(policy.firstLockMs * 2 ** beyond, policy.maxLockMs);
}

/** Runs remembered at most in memory; past it the oldest failure goes first, so a flood of keys costs bounded memory. */
const MAX_TRACKED = 100_000;

/** One process's runs: right for one instance, and what the app uses without REDIS_URL. */
export class MemoryLockoutStore implements LockoutStore {
  private readonly runs = new Map<string, FailureRun>();

  constructor(private readonly maxTracked = MAX_TRACKED) {}

  async read(key: string, now: number, policy: LockoutPolicy): Promise<FailureRun | null> {
    const run = this.current(key, now, policy);
    return run && { ...run };
  }

  async recordFailure(key: string, now: number, policy: LockoutPolicy): Promise<FailureRun> {
    // Read and written with no await between: two failures at once are both counted.
    const previous = this.current(key, now, policy);
    const count = (previous?.count ?? 0) + 1;
    const run = { count, lastFailureAt: now, lockedUntil: lockEnd(count, now, policy) };
    // Re-inserted, so the Map's order stays oldest failure first.
    this.runs.delete(key);
    this.runs.set(key, run);
    if (this.runs.size > this.maxTracked) this.runs.delete(this.runs.keys().next().value!);
    return { ...run };
  }

  async clear(key: string): Promise<void> {
    this.runs.delete(key);
  }

  private current(key: string, now: number, policy: LockoutPolicy): FailureRun | null {
    const run = this.runs.get(key);
    if (!run) return null;
    if (isForgotten(run, now, policy)) {
      this.runs.delete(key);
      return null;
    }
    return run;
  }
}

/**
 * One script, so two instances counting failures of one key at once never lose one: Redis runs it alone.
 * KEYS[1] the run's hash; ARGV now, failures, firstLockMs, maxLockMs, forgetAfterMs.
 */
const RECORD_FAILURE = `
local now = tonumber(ARGV[1])
local failures = tonumber(ARGV[2])
local first = tonumber(ARGV[3])
local max = tonumber(ARGV[4])
local forget = tonumber(ARGV[5])
local state = redis.call('HMGET', KEYS[1], 'count', 'last', 'until')
local count = tonumber(state[1]) or 0
local last = tonumber(state[2]) or 0
local lockedUntil = tonumber(state[3]) or 0
if count > 0 and lockedUntil <= now and now - last >= forget then count = 0 end
count = count + 1
lockedUntil = 0
if count >= failures then lockedUntil = now + math.min(first * 2 ^ (count - failures), max) end
redis.call('HSET', KEYS[1], 'count', count, 'last', now, 'until', lockedUntil)
redis.call('PEXPIRE', KEYS[1], math.max(lockedUntil - now, 0) + forget)
return {count, tostring(lockedUntil)}
`;

/** The runs in Redis, under the app's key prefix (the client adds it), so every instance sees the same ones. */
export class RedisLockoutStore implements LockoutStore {
  constructor(
    private readonly redis: Redis,
    private readonly namespace = 'lockout:',
  ) {}

  async read(key: string, now: number, policy: LockoutPolicy): Promise<FailureRun | null> {
    const [count, last, until] = await this.redis.hmget(this.namespace + key, 'count', 'last', 'until');
    if (!count) return null;
    const run = { count: Number(count), lastFailureAt: Number(last), lockedUntil: Number(until) };
    return isForgotten(run, now, policy) ? null : run;
  }

  async recordFailure(key: string, now: number, policy: LockoutPolicy): Promise<FailureRun> {
    const [count, lockedUntil] = (await this.redis.eval(
      RECORD_FAILURE,
      1,
      this.namespace + key,
      now,
      policy.failures,
      policy.firstLockMs,
      policy.maxLockMs,
      policy.forgetAfterMs,
    )) as [number, string];
    return { count: Number(count), lastFailureAt: now, lockedUntil: Number(lockedUntil) };
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.namespace + key);
  }
}
