import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxTokens, subscriptionPasswords } from '../database/schema';
import { hashPassword, verifyPassword } from './password-hash';
import { PasswordHashGate } from './password-hash-gate';

/**
 * Compared against when the email has no password, so that an unknown email costs as much time
 * as a wrong password and the answer's timing does not tell them apart.
 */
let decoyHash: Promise<string> | null = null;

/** The subscription password of each account, stored only as an scrypt hash (docs/product/api.md#sandbox). */
@Injectable()
export class SubscriptionPasswords {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly gate: PasswordHashGate,
  ) {}

  async isSet(userId: string): Promise<boolean> {
    const rows = await this.database.db
      .select({ userId: subscriptionPasswords.userId })
      .from(subscriptionPasswords)
      .where(eq(subscriptionPasswords.userId, userId));
    return rows.length > 0;
  }

  /** Sets or replaces the password; the tokens the old one issued stop working at once. */
  async set(userId: string, password: string): Promise<void> {
    const passwordHash = await this.gate.run(() => hashPassword(password));
    await this.database.transaction(async (tx) => {
      await tx
        .insert(subscriptionPasswords)
        .values({ userId, passwordHash })
        .onConflictDoUpdate({ target: subscriptionPasswords.userId, set: { passwordHash, updatedAt: sql`now()` } });
      await tx.delete(sandboxTokens).where(eq(sandboxTokens.userId, userId));
    });
  }

  /**
   * Whether `password` is the account's; null `userId` (no such account) spends the same work on a
   * decoy hash and says no. Each hash waits for a slot of the PasswordHashGate, and throws
   * PasswordHashBusyError when none comes in time.
   */
  async matches(userId: string | null, password: string): Promise<boolean> {
    const [row] =
      userId === null
        ? []
        : await this.database.db
            .select({ passwordHash: subscriptionPasswords.passwordHash })
            .from(subscriptionPasswords)
            .where(eq(subscriptionPasswords.userId, userId));
    if (!row) {
      // Made once, through a slot like any hash; a try that got no slot leaves it for the next.
      if (decoyHash === null) {
        decoyHash = this.gate.run(() => hashPassword('decoy password nobody has'));
        decoyHash.catch(() => (decoyHash = null));
      }
      const decoy = await decoyHash;
      await this.gate.run(() => verifyPassword(password, decoy));
      return false;
    }
    return this.gate.run(() => verifyPassword(password, row.passwordHash));
  }
}
