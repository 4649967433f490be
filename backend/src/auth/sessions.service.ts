import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { eq, lte } from 'drizzle-orm';
import { grantsPlan, type SubscriptionState } from '@northvault/contracts/billing';
import type { PlanId } from '@northvault/contracts/plans';
import { CLOCK, type Clock } from '../clock/clock';
import { perTurnLoader } from '../common/per-turn-loader';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sessions } from '../database/schema';
import type { SignedInUser } from './signed-in-user';

/** A row of northvault_session_users() (the session lookup migration): a live session's account and subscription. */
type SessionUserRow = {
  session_id: string;
  id: string;
  issuer: string;
  subject: string;
  email: string;
  email_verified: boolean;
  name: string | null;
  given_name: string | null;
  picture: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  last_seen_at: Date | string;
  plan_id: PlanId | null;
  subscription_status: SubscriptionState | null;
  subscription_started_at: Date | string | null;
  cancel_at_period_end: boolean | null;
  current_period_end: Date | string | null;
};

/** Whether the row's subscription gives its plan at `now`: a canceled period's end, or suspension, takes it away. */
function holdsPlan(row: SessionUserRow, now: Date): boolean {
  if (row.plan_id === null || !row.email_verified) return false;
  return grantsPlan(
    {
      state: row.subscription_status!,
      cancelAtPeriodEnd: row.cancel_at_period_end!,
      currentPeriodEnd: new Date(row.current_period_end!),
    },
    now,
  );
}

/**
 * How stale `last_seen_at` may get before a request refreshes it: the idle timeout is counted in
 * days, so a write per minute at most keeps it accurate without a write on every request.
 */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

/** Sessions looked up in one statement at most; a batch's ids are 64 characters each. */
const MAX_SESSIONS_PER_LOOKUP = 100;

/** Only the hash of a session token is stored: a copy of the table signs nobody in. */
function sessionId(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Server-side sessions. One ends at its absolute lifetime (SESSION_TTL_SECONDS), after
 * SESSION_IDLE_TIMEOUT_SECONDS without a request, at sign-out, or when the same browser signs in
 * again.
 */
@Injectable()
export class SessionsService {
  /** Every signed-in request starts here: those that arrive together share one statement. */
  private readonly lookups = perTurnLoader<string, SessionUserRow | null>(MAX_SESSIONS_PER_LOOKUP, (ids) =>
    this.lookUp(ids),
  );

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  get ttlSeconds(): number {
    return this.config.auth.sessionTtlSeconds;
  }

  /** Starts a session and returns the token for the cookie. */
  async create(userId: string, now: Date = new Date()): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.ttlSeconds * 1000);
    await this.database.db
      .insert(sessions)
      .values({ id: sessionId(token), userId, createdAt: now, expiresAt, lastSeenAt: now });
    // Sign-ins are rare next to requests: a good moment to drop sessions nobody can use any more.
    await this.database.db.delete(sessions).where(lte(sessions.expiresAt, now));
    return token;
  }

  /**
   * The account a token signs in, with the plan it may use, or null when the token is unknown,
   * ended, expired or idle for too long.
   */
  async findUser(token: string | undefined, now: number = this.clock.now().getTime()): Promise<SignedInUser | null> {
    if (!token) return null;
    const id = sessionId(token);
    const row = await this.lookups.load(id);
    if (!row) return null;
    if (now - new Date(row.last_seen_at).getTime() >= LAST_SEEN_RESOLUTION_MS) {
      await this.database.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, id));
    }
    return {
      id: row.id,
      issuer: row.issuer,
      subject: row.subject,
      email: row.email,
      emailVerified: row.email_verified,
      name: row.name,
      givenName: row.given_name,
      picture: row.picture,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
      // A plan is used only by an account whose provider vouches for its email, only until the
      // end of a period whose cancellation is scheduled, and not while suspended. A past-due plan
      // still holds while its payment is retried.
      subscription: !holdsPlan(row, new Date(now))
        ? null
        : {
            planId: row.plan_id!,
            status: 'active',
            startedAt: new Date(row.subscription_started_at!).toISOString(),
          },
      billingAlert:
        row.subscription_status === 'past_due' || row.subscription_status === 'suspended'
          ? row.subscription_status
          : null,
    };
  }

  /** One statement for every session asked in the turn; a failed statement fails each of them. */
  private async lookUp(ids: readonly string[]): Promise<(SessionUserRow | null)[]> {
    const rows = await this.database.rows<SessionUserRow>('select * from northvault_session_users($1, $2)', [
      [...new Set(ids)],
      this.config.auth.sessionIdleTimeoutSeconds,
    ]);
    const bySession = new Map(rows.map((row) => [row.session_id, row]));
    return ids.map((id) => bySession.get(id) ?? null);
  }

  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.database.db.delete(sessions).where(eq(sessions.id, sessionId(token)));
  }
}
