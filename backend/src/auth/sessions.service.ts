import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq, lte } from 'drizzle-orm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import type { PlanId } from '@northvault/contracts/plans';
import type { SubscriptionStatus } from '@northvault/contracts/api';
import { sessions } from '../database/schema';
import type { SignedInUser } from './signed-in-user';

/** A row of northvault_session_user() (migration 0004): the signed-in user and the active subscription. */
type SessionUserRow = {
  id: string;
  issuer: string;
  subject: string;
  email: string;
  name: string | null;
  given_name: string | null;
  picture: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  plan_id: PlanId | null;
  subscription_status: SubscriptionStatus | null;
  subscription_started_at: Date | string | null;
};

/** Only the hash of a session token is stored: a copy of the table signs nobody in. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

@Injectable()
export class SessionsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get ttlSeconds(): number {
    return this.config.auth.sessionTtlSeconds;
  }

  /** Starts a session and returns the token for the cookie. */
  async create(userId: string, now: Date = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.database.db.insert(sessions).values({ id: sessionId(token), userId, createdAt: now, expiresAt });
    // Sign-ins are rare next to requests: a good moment to drop sessions nobody can use any more.
    await this.database.db.delete(sessions).where(lte(sessions.expiresAt, now));
    return token;
  }

  /** The user a token signs in, with their subscription, or null when it is unknown, ended or expired. */
  async findUser(token: string | undefined): Promise<SignedInUser | null> {
    if (!token) return null;
    const [row] = await this.database.rows<SessionUserRow>('select * from northvault_session_user($1)', [
      sessionId(token),
    ]);
    if (!row) return null;
    return {
      id: row.id,
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      name: row.name,
      givenName: row.given_name,
      picture: row.picture,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      subscription:
        row.plan_id === null
          ? null
          : {
              planId: row.plan_id,
              status: row.subscription_status!,
              startedAt: new Date(row.subscription_started_at!).toISOString(),
            },
    };
  }

  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.database.db.delete(sessions).where(eq(sessions.id, sessionId(token)));
  }
}
