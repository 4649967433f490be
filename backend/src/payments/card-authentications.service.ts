/**
 * Payments and new cards waiting for the buyer's 3-D Secure challenge (docs/product/payments.md#3-d-secure),
 * for the checkout and for `Update card`. The challenge's id and secret go only to the browser that
 * sent the card: the secret is an HMAC of the id with the server's secret, so it is stored nowhere
 * and a retried request (same Idempotency-Key) gets the same one. A signed-in buyer's challenge is
 * answered by that account only. The first answer is final; an unanswered challenge expires.
 */
import { GoneException, HttpException, HttpStatus, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { and, eq, isNull } from 'drizzle-orm';
import type { CardAuthenticationChallenge } from '@northvault/contracts/api';
import { fieldMessage } from '@northvault/contracts/field-messages';
import {
  CARD_AUTHENTICATION_ACTIONS,
  CARD_AUTHENTICATION_MESSAGES,
  CARD_AUTHENTICATION_MINUTES,
  type CardAuthenticationAction,
} from '@northvault/contracts/payment';
import type { SignedInUser } from '../auth/public';
import { CLOCK, type Clock } from '../clock/clock';
import { signText, textSignatureMatches } from '../common/sealed-value';
import { isUuid } from '../common/uuid';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { cardAuthentications } from '../database/schema';

export type CardAuthentication = typeof cardAuthentications.$inferSelect;
type NewCardAuthentication = Omit<
  typeof cardAuthentications.$inferInsert,
  'id' | 'decision' | 'expiresAt' | 'createdAt'
>;

/** The answer that holds: the buyer's first one, or `expired` when none came in time. */
export type Decision = CardAuthenticationAction | 'expired';

export interface DecidedAuthentication {
  authentication: CardAuthentication;
  decision: Decision;
}

/** 202: the body that opens the challenge in the browser. */
export const AUTHENTICATION_REQUIRED_STATUS = HttpStatus.ACCEPTED;

@Injectable()
export class CardAuthenticationsService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The pending challenge for `pending.paymentId` (one per payment: a retried checkout gets the
   * same one back), or a new one. A new card's challenge replaces the account's earlier unanswered one.
   */
  async open(pending: NewCardAuthentication): Promise<CardAuthenticationChallenge> {
    const { db } = this.database;
    if (pending.purpose === 'card_update' && pending.accountId) {
      await db
        .update(cardAuthentications)
        .set({ decision: 'cancel' })
        .where(
          and(
            eq(cardAuthentications.accountId, pending.accountId),
            eq(cardAuthentications.purpose, 'card_update'),
            isNull(cardAuthentications.decision),
          ),
        );
    }
    const expiresAt = new Date(this.clock.now().getTime() + CARD_AUTHENTICATION_MINUTES * 60_000);
    const [inserted] = await db
      .insert(cardAuthentications)
      .values({ ...pending, expiresAt })
      .onConflictDoNothing()
      .returning();
    const row =
      inserted ??
      (
        await db
          .select()
          .from(cardAuthentications)
          .where(eq(cardAuthentications.paymentId, pending.paymentId ?? ''))
      )[0];
    if (!row) throw new Error('Card authentication was neither created nor found');
    return { id: row.id, secret: this.secretOf(row.id), expiresAt: row.expiresAt.toISOString() };
  }

  /**
   * Records the buyer's answer to the challenge `id`, unless it was answered before (then that
   * first answer holds) or has expired. 404 for an unknown id, a wrong secret, another purpose or
   * another account, so nobody learns that someone else's challenge exists.
   */
  async decide(
    purpose: CardAuthentication['purpose'],
    id: string,
    secret: unknown,
    action: unknown,
    user: SignedInUser | null,
  ): Promise<DecidedAuthentication> {
    if (!isAction(action)) throw new HttpException(ACTION_REQUIRED, HttpStatus.BAD_REQUEST);
    const authentication = await this.find(purpose, id, secret, user);
    const { db } = this.database;
    const now = this.clock.now();
    if (authentication.decision === null) {
      const decision: Decision = authentication.expiresAt <= now ? 'expired' : action;
      await db
        .update(cardAuthentications)
        .set({ decision })
        .where(and(eq(cardAuthentications.id, authentication.id), isNull(cardAuthentications.decision)));
    }
    const [decided] = await db.select().from(cardAuthentications).where(eq(cardAuthentications.id, authentication.id));
    return { authentication: decided!, decision: decided!.decision! };
  }

  /** Refuses what an expired challenge can no longer do: nothing was charged. */
  static refuseExpired(decision: Decision): void {
    if (decision === 'expired') throw new GoneException(CARD_AUTHENTICATION_MESSAGES.expired);
  }

  private async find(
    purpose: CardAuthentication['purpose'],
    id: string,
    secret: unknown,
    user: SignedInUser | null,
  ): Promise<CardAuthentication> {
    const notFound = new NotFoundException(CARD_AUTHENTICATION_MESSAGES.notFound);
    if (!isUuid(id) || typeof secret !== 'string' || !this.secretMatches(id, secret)) throw notFound;
    const [row] = await this.database.db
      .select()
      .from(cardAuthentications)
      .where(and(eq(cardAuthentications.id, id), eq(cardAuthentications.purpose, purpose)));
    if (!row) throw notFound;
    if (row.accountId !== null && row.accountId !== user?.id) throw notFound;
    return row;
  }

  private secretOf(id: string): string {
    return signText(SECRET_PURPOSE, id, this.config.auth.sessionSecret);
  }

  private secretMatches(id: string, secret: string): boolean {
    return textSignatureMatches(SECRET_PURPOSE, id, secret, this.config.auth.sessionSecret);
  }
}

/** The challenge's secret proves the browser was given it: a MAC of its id, stored nowhere. */
const SECRET_PURPOSE = 'card-authentication';

/** A missing action gets the sentence a wrong one gets from the DTO. */
const ACTION_REQUIRED = fieldMessage('action', { kind: 'one-of', values: CARD_AUTHENTICATION_ACTIONS });

function isAction(value: unknown): value is CardAuthenticationAction {
  return typeof value === 'string' && (CARD_AUTHENTICATION_ACTIONS as readonly string[]).includes(value);
}
