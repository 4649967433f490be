import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { and, desc, eq } from 'drizzle-orm';
import {
  API_KEY_MESSAGES,
  API_KEY_OVERLAP_SECONDS,
  apiKeyDisplayPrefix,
  type ApiKeyOverlap,
  type ApiKeyScope,
  type ApiKeyStatus,
  type ApiKeySummary,
  MAX_ACTIVE_API_KEYS,
} from '@northvault/contracts/api-keys';
import { CLOCK, type Clock } from '../clock/clock';
import { isoSeconds } from '../common/iso-seconds';
import { isUuid } from '../common/uuid';
import { DATABASE, type DatabaseHandle, type Transaction } from '../database/database-handle';
import { apiKeys, users } from '../database/schema';
import { EmailOutbox } from '../email/public';
import { lookupOf, matchesHash, newApiKeySecret, storedParts } from './api-key-secret';

type ApiKeyRow = typeof apiKeys.$inferSelect;

/** Who owns the keys, as the emails address them. */
export interface KeyOwner {
  id: string;
  email: string;
  name: string | null;
}

export interface NewApiKey {
  keyName: string;
  scope: ApiKeyScope;
  expiresAt: Date | null;
}

/** Why a key does not authenticate. */
export type ApiKeyRefusal = 'unknown' | 'revoked' | 'expired';

export interface AuthenticatedKey {
  keyId: string;
  userId: string;
  scope: ApiKeyScope;
  /** When the key stops working (its expiry, or the end of a roll's overlap); null when nothing ends it. */
  endsAt: Date | null;
}

export type ApiKeyCheck = { ok: true; key: AuthenticatedKey } | { ok: false; refusal: ApiKeyRefusal };

/** A call's last-used time is written at most this often per key, so calls do not all write. */
const LAST_USED_PRECISION_MS = 60_000;

/** The developers page lists at most this many keys, newest first. */
const LISTED_KEYS = 100;

function statusAt(row: ApiKeyRow, now: Date): ApiKeyStatus {
  if (row.revokedAt !== null && row.revokedAt <= now) return 'revoked';
  if (row.expiresAt !== null && row.expiresAt <= now) return 'expired';
  return row.revokedAt !== null ? 'ending' : 'active';
}

function summary(row: ApiKeyRow, now: Date): ApiKeySummary {
  return {
    id: row.id,
    name: row.name,
    prefix: apiKeyDisplayPrefix(row.lastFour),
    scope: row.scope,
    status: statusAt(row, now),
    createdAt: isoSeconds(row.createdAt),
    expiresAt: row.expiresAt && isoSeconds(row.expiresAt),
    endsAt: row.revokedAt && isoSeconds(row.revokedAt),
    lastUsedAt: row.lastUsedAt && isoSeconds(row.lastUsedAt),
    lastUsedAddress: row.lastUsedAddress,
  };
}

function recipient(owner: KeyOwner) {
  return { name: owner.name ?? owner.email, address: owner.email };
}

/**
 * The sandbox's secret API keys (docs/product/api.md#api-keys): created, rolled and revoked by
 * their account on the developers page, each change emailed to it once (the email's job commits
 * with the change), and checked on every /v1 call that presents one.
 */
@Injectable()
export class ApiKeys {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emails: EmailOutbox,
  ) {}

  async list(userId: string): Promise<ApiKeySummary[]> {
    const rows = await this.database.db
      .select()
      .from(apiKeys)
      .where(eq(apiKeys.userId, userId))
      .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
      .limit(LISTED_KEYS);
    const now = this.clock.now();
    return rows.map((row) => summary(row, now));
  }

  /** A new key; 409 once the account holds MAX_ACTIVE_API_KEYS active keys. */
  async create(owner: KeyOwner, input: NewApiKey): Promise<{ key: ApiKeySummary; secret: string }> {
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      await this.lockAccount(tx, owner.id);
      const active = (await this.rowsOf(tx, owner.id)).filter((row) => statusAt(row, now) === 'active');
      if (active.length >= MAX_ACTIVE_API_KEYS) throw new ConflictException(API_KEY_MESSAGES.limitReached);
      const { row, secret } = await this.insertKey(tx, owner.id, input, now);
      await this.emails.queue(tx, {
        kind: 'api-key-created',
        to: recipient(owner),
        keyName: row.name,
        prefix: apiKeyDisplayPrefix(row.lastFour),
        scope: row.scope,
        expiresAt: row.expiresAt && row.expiresAt.toISOString(),
      });
      return { key: summary(row, now), secret };
    });
  }

  /** A new key with the same name, scope and expiry; the old one keeps working for `overlap`. */
  async roll(owner: KeyOwner, keyId: string, overlap: ApiKeyOverlap): Promise<{ key: ApiKeySummary; secret: string }> {
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      await this.lockAccount(tx, owner.id);
      const old = await this.ownKey(tx, owner.id, keyId);
      const status = statusAt(old, now);
      if (status !== 'active') {
        throw new ConflictException(
          status === 'ending' ? API_KEY_MESSAGES.alreadyRolled : API_KEY_MESSAGES.alreadyEnded,
        );
      }
      const { row, secret } = await this.insertKey(
        tx,
        owner.id,
        { keyName: old.name, scope: old.scope, expiresAt: old.expiresAt },
        now,
      );
      const oldEndsAt = new Date(now.getTime() + API_KEY_OVERLAP_SECONDS[overlap] * 1000);
      await tx.update(apiKeys).set({ revokedAt: oldEndsAt, replacedBy: row.id }).where(eq(apiKeys.id, old.id));
      await this.emails.queue(tx, {
        kind: 'api-key-rolled',
        to: recipient(owner),
        keyName: row.name,
        prefix: apiKeyDisplayPrefix(row.lastFour),
        oldPrefix: apiKeyDisplayPrefix(old.lastFour),
        oldEndsAt: oldEndsAt.toISOString(),
      });
      return { key: summary(row, now), secret };
    });
  }

  /** Ends the key at once, a rolled key in its overlap too. */
  async revoke(owner: KeyOwner, keyId: string): Promise<ApiKeySummary> {
    const now = this.clock.now();
    return this.database.transaction(async (tx) => {
      const key = await this.ownKey(tx, owner.id, keyId);
      const status = statusAt(key, now);
      if (status === 'revoked' || status === 'expired') throw new ConflictException(API_KEY_MESSAGES.alreadyEnded);
      const [row] = await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, key.id)).returning();
      await this.emails.queue(tx, {
        kind: 'api-key-revoked',
        to: recipient(owner),
        keyName: key.name,
        prefix: apiKeyDisplayPrefix(key.lastFour),
        revokedAt: now.toISOString(),
      });
      return summary(row!, now);
    });
  }

  /**
   * The key a /v1 call presents, or why it does not authenticate. `address` is the caller's,
   * remembered as the key's last-used address with the time (at most once a minute per key and address).
   */
  async authenticate(secret: string, address: string | undefined): Promise<ApiKeyCheck> {
    const lookup = lookupOf(secret);
    if (lookup === null) return { ok: false, refusal: 'unknown' };
    const [row] = await this.database.db.select().from(apiKeys).where(eq(apiKeys.lookup, lookup));
    if (!row || !matchesHash(secret, row.secretHash)) return { ok: false, refusal: 'unknown' };
    const now = this.clock.now();
    const status = statusAt(row, now);
    if (status === 'revoked' || status === 'expired') return { ok: false, refusal: status };
    const lastUsedAddress = address ?? null;
    if (
      row.lastUsedAt === null ||
      now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS ||
      row.lastUsedAddress !== lastUsedAddress
    ) {
      await this.database.db.update(apiKeys).set({ lastUsedAt: now, lastUsedAddress }).where(eq(apiKeys.id, row.id));
    }
    const ends = [row.expiresAt, row.revokedAt].filter((date): date is Date => date !== null);
    return {
      ok: true,
      key: {
        keyId: row.id,
        userId: row.userId,
        scope: row.scope,
        endsAt: ends.length > 0 ? new Date(Math.min(...ends.map((date) => date.getTime()))) : null,
      },
    };
  }

  /** Serialises the account's key changes, so two requests at once cannot both pass the limit. */
  private async lockAccount(tx: Transaction, userId: string): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  }

  private rowsOf(tx: Transaction, userId: string): Promise<ApiKeyRow[]> {
    return tx.select().from(apiKeys).where(eq(apiKeys.userId, userId));
  }

  private async ownKey(tx: Transaction, userId: string, keyId: string): Promise<ApiKeyRow> {
    const [row] = isUuid(keyId)
      ? await tx
          .select()
          .from(apiKeys)
          .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId)))
      : [];
    if (!row) throw new NotFoundException(API_KEY_MESSAGES.notFound);
    return row;
  }

  private async insertKey(
    tx: Transaction,
    userId: string,
    input: NewApiKey,
    now: Date,
  ): Promise<{ row: ApiKeyRow; secret: string }> {
    const secret = newApiKeySecret();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.keyName,
        scope: input.scope,
        ...storedParts(secret),
        createdAt: now,
        expiresAt: input.expiresAt,
      })
      .returning();
    return { row: row!, secret };
  }
}
