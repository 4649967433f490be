/**
 * The lockout of an account's sandbox sign-in after repeated failures (docs/security.md#sandbox-sign-in):
 * from the `LOGIN_LOCKOUT.failures`th failure in a row, sign-in is refused for 15 minutes, doubling
 * with each further failure up to a day, without hashing the password. A success forgets the
 * failures, and so does a day without one.
 *
 * Counted per email address, known or not, so the answers tell nobody which addresses have an
 * account. The address is kept only as a keyed hash. The runs live in the shared LockoutStore (Redis
 * when REDIS_URL is set), so every instance counts the same failures; they are read with the app's clock.
 */
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_LOCKOUT } from '@northvault/contracts/sandbox';
import { CLOCK, type Clock } from '../../clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { LockoutPolicy, LockoutStore } from '../../throttling/lockout-store';
import { LOCKOUT_STORE } from '../../throttling/lockout-store.module';

export interface Lock {
  lockedUntil: Date;
  retryAfterSeconds: number;
}

const POLICY: LockoutPolicy = {
  failures: LOGIN_LOCKOUT.failures,
  firstLockMs: LOGIN_LOCKOUT.firstLockSeconds * 1000,
  maxLockMs: LOGIN_LOCKOUT.maxLockSeconds * 1000,
  forgetAfterMs: LOGIN_LOCKOUT.forgetAfterSeconds * 1000,
};

@Injectable()
export class LoginLockout {
  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(LOCKOUT_STORE) private readonly store: LockoutStore,
  ) {}

  /** The lock on this address now, or null. */
  async lockOn(email: string): Promise<Lock | null> {
    const now = this.clock.now().getTime();
    const run = await this.store.read(this.key(email), now, POLICY);
    return run && run.lockedUntil > now ? lock(run.lockedUntil, now) : null;
  }

  /**
   * Counts a failed sign-in. Returns the lock it starts, if any, and whether it is the first lock of
   * this run of failures (the one the account's owner is emailed about): the store counts atomically,
   * so of two instances failing at once only one sees the first lock.
   */
  async recordFailure(email: string): Promise<{ lock: Lock | null; firstLock: boolean }> {
    const now = this.clock.now().getTime();
    const run = await this.store.recordFailure(this.key(email), now, POLICY);
    const locked = run.count >= LOGIN_LOCKOUT.failures;
    return { lock: locked ? lock(run.lockedUntil, now) : null, firstLock: run.count === LOGIN_LOCKOUT.failures };
  }

  /** A successful sign-in forgets the failures. */
  async recordSuccess(email: string): Promise<void> {
    await this.store.clear(this.key(email));
  }

  private key(email: string): string {
    return createHmac('sha256', this.config.auth.sessionSecret)
      .update(`sandbox-login:${email.trim().toLowerCase()}`)
      .digest('base64url');
  }
}

function lock(lockedUntil: number, now: number): Lock {
  return { lockedUntil: new Date(lockedUntil), retryAfterSeconds: Math.ceil((lockedUntil - now) / 1000) };
}
