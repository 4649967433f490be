/**
 * What bounds the cost of `POST /v1/auth/login` (docs/security.md#sandbox-sign-in): a locked
 * address is refused before any hash; the hashes wait for a slot of the PasswordHashGate, and a
 * login that cannot get one in time is refused; each failure counts towards the lockout, whose
 * first lock emails the account's owner.
 */
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { LOGIN_LOCKOUT, loginLockedMessage, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { PasswordHashBusyError } from '../../account-setup/public';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { EmailOutbox } from '../../email/public';
import { SandboxSubscribers } from '../../subscriptions/public';
import { SandboxException } from '../http/sandbox-error';
import { type Lock, LoginLockout } from './login-lockout';

@Injectable()
export class LoginGuardrails {
  constructor(
    private readonly lockout: LoginLockout,
    private readonly subscribers: SandboxSubscribers,
    private readonly emails: EmailOutbox,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
  ) {}

  /** Runs `attempt` (null: the credentials do not sign in) for `email` within the limits; throws the refusals. */
  async signIn<T>(email: string, attempt: () => Promise<T | null>): Promise<T> {
    const lock = await this.lockout.lockOn(email);
    if (lock) throw locked(lock);
    let result: T | null;
    try {
      result = await attempt();
    } catch (error) {
      if (error instanceof PasswordHashBusyError) {
        throw new SandboxException(HttpStatus.TOO_MANY_REQUESTS, 'rate_limited', SANDBOX_MESSAGES.loginBusy);
      }
      throw error;
    }
    if (result !== null) {
      await this.lockout.recordSuccess(email);
      return result;
    }
    const failure = await this.lockout.recordFailure(email);
    if (failure.firstLock && failure.lock) await this.tellOwners(email, failure.lock);
    if (failure.lock) throw locked(failure.lock);
    throw new SandboxException(HttpStatus.UNAUTHORIZED, 'invalid_credentials', SANDBOX_MESSAGES.invalidCredentials);
  }

  /** One email to each account with this address (their provider verified it), when the lockout first triggers. */
  private async tellOwners(email: string, lock: Lock): Promise<void> {
    const owners = await this.subscribers.byEmail(email);
    if (owners.length === 0) return;
    await this.database.transaction(async (tx) => {
      for (const owner of owners) {
        await this.emails.queue(tx, {
          kind: 'sandbox-login-locked',
          to: { name: owner.name ?? '', address: owner.email },
          failures: LOGIN_LOCKOUT.failures,
          lockedMinutes: Math.round(lock.retryAfterSeconds / 60),
          lockedUntil: lock.lockedUntil.toISOString(),
        });
      }
    });
  }
}

function locked(lock: Lock): SandboxException {
  return new SandboxException(HttpStatus.TOO_MANY_REQUESTS, 'rate_limited', loginLockedMessage(lock.retryAfterSeconds));
}
