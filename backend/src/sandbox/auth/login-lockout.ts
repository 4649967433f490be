/**
 * The lockout of an account's sandbox sign-in after repeated failures (docs/security.md#sandbox-sign-in):
 * from the `LOGIN_LOCKOUT.failures`th failure in a row, sign-in is refused for 15 minutes, doubling
 * with each further failure up to a day, without hashing the password. A success forgets the
 * failures, and so does a day without one.
 *
 * Counted per email address, known or not, so the answers tell nobody which addresses have an
 * account. The address is kept only as a keyed hash. The counts live in this process, read with
 * the app's clock; behind several instances each counts its own (docs/security.md#sandbox-sign-in).
 */
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { LOGIN_LOCKOUT } from '@northvault/contracts/sandbox';
import { CLOCK, type Clock } from '../../clock/clock';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

interface Failures {
  count: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export interface Lock {
  lockedUntil: Date;
  retryAfterSeconds: number;
}

/** Addresses remembered at most; past it the oldest are dropped first, so a flood of new addresses costs bounded memory. */
const MAX_TRACKED = 100_000;

@Injectable()
export class LoginLockout {
  private readonly failures = new Map<string, Failures>();

  constructor(
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The lock on this address now, or null. */
  lockOn(email: string): Lock | null {
    const now = this.clock.now().getTime();
    const entry = this.current(this.key(email), now);
    return entry && entry.lockedUntil > now ? lock(entry.lockedUntil, now) : null;
  }

  /**
   * Counts a failed sign-in. Returns the lock it starts, if any, and whether it is the first lock of
   * this run of failures (the one the account's owner is emailed about).
   */
  recordFailure(email: string): { lock: Lock | null; firstLock: boolean } {
    const now = this.clock.now().getTime();
    const key = this.key(email);
    const entry = this.current(key, now) ?? { count: 0, lastFailureAt: now, lockedUntil: 0 };
    entry.count += 1;
    entry.lastFailureAt = now;
    const beyond = entry.count - LOGIN_LOCKOUT.failures;
    if (beyond >= 0) {
      const seconds = Math.min(LOGIN_LOCKOUT.firstLockSeconds * 2 ** beyond, LOGIN_LOCKOUT.maxLockSeconds);
      entry.lockedUntil = now + seconds * 1000;
    }
    // Re-inserted, so the Map's order stays oldest failure first.
    this.failures.delete(key);
    this.failures.set(key, entry);
    if (this.failures.size > MAX_TRACKED) this.failures.delete(this.failures.keys().next().value!);
    return { lock: beyond >= 0 ? lock(entry.lockedUntil, now) : null, firstLock: beyond === 0 };
  }

  /** A successful sign-in forgets the failures. */
  recordSuccess(email: string): void {
    this.failures.delete(this.key(email));
  }

  private current(key: string, now: number): Failures | null {
    const entry = this.failures.get(key);
    if (!entry) return null;
    if (entry.lockedUntil <= now && now - entry.lastFailureAt >= LOGIN_LOCKOUT.forgetAfterSeconds * 1000) {
      this.failures.delete(key);
      return null;
    }
    return entry;
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
