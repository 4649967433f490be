import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { and, eq, lte } from 'drizzle-orm';
import { TIMINGS } from '@northvault/contracts/business';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { sandboxTokens } from '../../database/schema';

/** The documented lifetime of a bearer token: one hour. */
export const TOKEN_TTL_SECONDS = TIMINGS.sampleTokenExpirySeconds;

function tokenId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/**
 * Bearer tokens of the sandbox: random, with only their SHA-256 stored, like session cookies.
 * Random and stored rather than HMAC-signed, so that a new subscription password ends every token
 * at once (a signed token stays valid until it expires, whatever happens to the account), and no
 * signing key has to be shared by every instance.
 */
@Injectable()
export class SandboxTokens {
  /** The clock expiry is measured by; tests move it forward instead of waiting an hour. */
  now: () => number = Date.now;

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  async issue(userId: string): Promise<IssuedToken> {
    const token = `nv_at_${randomBytes(32).toString('base64url')}`;
    const now = new Date(this.now());
    const expiresAt = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000);
    const { db } = this.database;
    await db.insert(sandboxTokens).values({ id: tokenId(token), userId, createdAt: now, expiresAt });
    // Logins are rare next to calls: a good moment to drop this account's expired tokens.
    await db.delete(sandboxTokens).where(and(eq(sandboxTokens.userId, userId), lte(sandboxTokens.expiresAt, now)));
    return { token, expiresAt };
  }

  /** The account a live token belongs to, and when the token ends; null for an unknown or expired token. */
  async find(token: string): Promise<{ userId: string; expiresAt: Date } | null> {
    const [row] = await this.database.db
      .select({ userId: sandboxTokens.userId, expiresAt: sandboxTokens.expiresAt })
      .from(sandboxTokens)
      .where(eq(sandboxTokens.id, tokenId(token)));
    if (!row || row.expiresAt.getTime() <= this.now()) return null;
    return row;
  }
}
