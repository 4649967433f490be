import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import { PLANS, UNLIMITED } from '@northvault/contracts/plans';
import { eventNotInPlanMessage, webhookLimitMessage } from '@northvault/contracts/sandbox';
import { SECRET_ROLL_OVERLAP_HOURS } from '@northvault/contracts/webhook-signature';
import {
  isWebhookEventAvailable,
  WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE,
  WEBHOOK_DISABLED_MESSAGE,
  WEBHOOK_EMPTY_CHANGE_MESSAGE,
  WEBHOOK_EVENTS,
  WEBHOOK_NOT_FOUND_MESSAGE,
  webhookDuplicateMessage,
  type WebhookDeliverySummary,
  type WebhookSecretResponse,
} from '@northvault/contracts/webhooks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CLOCK, type Clock } from '../../clock/clock';
import { type Database, DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { sandboxWebhooks, webhookDeliveries, webhookDeliveryAttempts } from '../../database/schema';
import { isAllowedAssetAddress } from '../../network/address-policy';
import { type EventOwner, WebhookEvents } from '../../webhooks/public';
import type { CreateWebhookDto, UpdateWebhookDto } from './create-webhook.dto';
import { isoSeconds } from '../../common/iso-seconds';
import { SandboxException } from '../http/sandbox-error';
import { apiId } from '../../common/api-ids';
import type { WebhookBody, WebhookEndpointBody } from '../http/sandbox-responses';

export type WebhookRow = typeof sandboxWebhooks.$inferSelect;

/** The Webhooks tab lists this many of an endpoint's deliveries, newest first. */
const LISTED_DELIVERIES = 50;

function endpointBody(row: WebhookRow): WebhookEndpointBody {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    disabled: row.disabledAt !== null,
    created_at: isoSeconds(row.createdAt),
  };
}

const notFound = () => new SandboxException(HttpStatus.NOT_FOUND, 'not_found', WEBHOOK_NOT_FOUND_MESSAGE, 'id');

/** Each subscriber's webhook endpoints, within the plan's endpoint allowance and events. */
@Injectable()
export class Webhooks {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: WebhookEvents,
  ) {}

  async register(caller: EventOwner, request: CreateWebhookDto): Promise<WebhookBody> {
    this.checkUrl(request.url);
    this.checkEvents(caller, request.events);
    const row = await this.database.transaction(async (tx) => {
      await lockEndpoints(tx, caller.userId);
      await this.refuseDuplicate(tx, caller.userId, request.url, request.events);
      const cap = PLANS[caller.planId].limits.webhooks;
      if (cap !== UNLIMITED) {
        const [{ held } = { held: 0 }] = await tx
          .select({ held: count() })
          .from(sandboxWebhooks)
          .where(eq(sandboxWebhooks.userId, caller.userId));
        if (held >= cap) {
          throw new SandboxException(
            HttpStatus.UNPROCESSABLE_ENTITY,
            'webhook_limit_reached',
            webhookLimitMessage(caller.planId),
          );
        }
      }
      const [created] = await tx
        .insert(sandboxWebhooks)
        .values({
          id: apiId('wh'),
          userId: caller.userId,
          url: request.url,
          events: request.events,
          description: request.description ?? null,
          secret: apiId('whsec', 32),
        })
        .returning();
      return created!;
    });
    return { ...endpointBody(row), secret: row.secret };
  }

  /**
   * Changes an endpoint under POST's rules (URL policy, plan's events, 409 for the same URL with an
   * overlapping event on another endpoint). `disabled: false` re-enables it and forgets its failing
   * streak, so it gets 3 more days.
   */
  async update(caller: EventOwner, id: string, request: UpdateWebhookDto): Promise<WebhookEndpointBody> {
    const { url, events, description, disabled } = request;
    if (url === undefined && events === undefined && description === undefined && disabled == null) {
      throw new SandboxException(HttpStatus.BAD_REQUEST, 'invalid_request', WEBHOOK_EMPTY_CHANGE_MESSAGE);
    }
    if (url !== undefined) this.checkUrl(url);
    if (events !== undefined) this.checkEvents(caller, events);
    const row = await this.database.transaction(async (tx) => {
      await lockEndpoints(tx, caller.userId);
      const current = await this.owned(tx, caller, id);
      const nextUrl = url ?? current.url;
      const nextEvents = events ?? current.events;
      if (url !== undefined || events !== undefined) {
        await this.refuseDuplicate(tx, caller.userId, nextUrl, nextEvents, id);
      }
      const now = this.clock.now();
      const [updated] = await tx
        .update(sandboxWebhooks)
        .set({
          url: nextUrl,
          events: nextEvents,
          ...(description !== undefined && { description: description ?? null }),
          ...(disabled === true &&
            current.disabledAt === null && { disabledAt: now, disabledReason: 'manual' as const }),
          ...(disabled === false && { disabledAt: null, disabledReason: null, failingSince: null }),
        })
        .where(eq(sandboxWebhooks.id, id))
        .returning();
      return updated!;
    });
    return endpointBody(row);
  }

  /** The caller's endpoints, oldest first, without their secrets. */
  async list(caller: EventOwner): Promise<WebhookEndpointBody[]> {
    return (await this.rows(caller)).map(endpointBody);
  }

  /** The caller's endpoint rows, oldest first. */
  rows(caller: EventOwner): Promise<WebhookRow[]> {
    return this.database.db
      .select()
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.userId, caller.userId))
      .orderBy(asc(sandboxWebhooks.createdAt), asc(sandboxWebhooks.id));
  }

  /** One of the caller's endpoints, without its secret; 404 for any other id. */
  async get(caller: EventOwner, id: string): Promise<WebhookEndpointBody> {
    return endpointBody(await this.owned(this.database.db, caller, id));
  }

  /** Deletes one of the caller's endpoints, and its delivery log; 404 for any other id. */
  async remove(caller: EventOwner, id: string): Promise<void> {
    const deleted = await this.database.db
      .delete(sandboxWebhooks)
      .where(and(eq(sandboxWebhooks.userId, caller.userId), eq(sandboxWebhooks.id, id)))
      .returning({ id: sandboxWebhooks.id });
    if (deleted.length === 0) throw notFound();
  }

  /** The current signing secret, on demand (the tab shows it for 30 s). */
  async secret(caller: EventOwner, id: string): Promise<WebhookSecretResponse> {
    const row = await this.owned(this.database.db, caller, id);
    return { secret: row.secret, previousSecretEndsAt: this.overlapEnd(row) };
  }

  /**
   * A new signing secret. The one it replaces keeps signing, as a second `v1`, for 24 hours; rolling
   * again within them drops the older one at once, so at most two secrets ever sign.
   */
  async rollSecret(caller: EventOwner, id: string): Promise<WebhookSecretResponse> {
    const row = await this.database.transaction(async (tx) => {
      const current = await this.owned(tx, caller, id);
      const endsAt = new Date(this.clock.now().getTime() + SECRET_ROLL_OVERLAP_HOURS * 3600 * 1000);
      const [rolled] = await tx
        .update(sandboxWebhooks)
        .set({ secret: apiId('whsec', 32), previousSecret: current.secret, previousSecretEndsAt: endsAt })
        .where(eq(sandboxWebhooks.id, id))
        .returning();
      return rolled!;
    });
    return { secret: row.secret, previousSecretEndsAt: this.overlapEnd(row) };
  }

  /** Delivers a `ping` to the endpoint; 409 while it is disabled. */
  async sendTestEvent(caller: EventOwner, id: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      const endpoint = await this.owned(tx, caller, id);
      refuseDisabled(endpoint);
      await this.events.ping(tx, caller, endpoint.id, isoSeconds(this.clock.now()));
    });
  }

  /** Queues a delivery again under its event id; 409 while its endpoint is disabled. */
  async resend(caller: EventOwner, deliveryId: string): Promise<void> {
    await this.database.transaction(async (tx) => {
      const [delivery] = await tx
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.userId, caller.userId)));
      if (!delivery) {
        throw new SandboxException(HttpStatus.NOT_FOUND, 'not_found', WEBHOOK_DELIVERY_NOT_FOUND_MESSAGE, 'id');
      }
      refuseDisabled(await this.owned(tx, caller, delivery.webhookId));
      await this.events.resend(tx, caller, delivery);
    });
  }

  /** The endpoint's latest deliveries, newest first, each with its attempts (oldest first). */
  async deliveries(caller: EventOwner, id: string): Promise<WebhookDeliverySummary[]> {
    await this.owned(this.database.db, caller, id);
    const rows = await this.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.webhookId, id))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(LISTED_DELIVERIES);
    const attempts =
      rows.length === 0
        ? []
        : await this.database.db
            .select()
            .from(webhookDeliveryAttempts)
            .where(
              inArray(
                webhookDeliveryAttempts.deliveryId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(webhookDeliveryAttempts.attemptedAt));
    return rows.map((row) => ({
      id: row.id,
      eventId: row.eventId,
      eventType: row.eventType,
      status: row.status,
      attempts: row.attempts,
      nextRetryAt: row.nextRetryAt && isoSeconds(row.nextRetryAt),
      createdAt: isoSeconds(row.createdAt),
      attemptLog: attempts
        .filter((attempt) => attempt.deliveryId === row.id)
        .map((attempt) => ({
          attemptedAt: attempt.attemptedAt.toISOString(),
          responseStatus: attempt.responseStatus,
          latencyMs: attempt.latencyMs,
          responseBody: attempt.responseBody,
          error: attempt.error,
        })),
    }));
  }

  /** When the previous secret stops signing, if it still does. */
  overlapEnd(row: WebhookRow): string | null {
    const endsAt = row.previousSecretEndsAt;
    return endsAt !== null && endsAt.getTime() > this.clock.now().getTime() ? isoSeconds(endsAt) : null;
  }

  private async owned(db: Pick<Database, 'select'>, caller: EventOwner, id: string): Promise<WebhookRow> {
    const [row] = await db
      .select()
      .from(sandboxWebhooks)
      .where(and(eq(sandboxWebhooks.userId, caller.userId), eq(sandboxWebhooks.id, id)));
    if (!row) throw notFound();
    return row;
  }

  private checkEvents(caller: EventOwner, events: readonly string[]): void {
    for (const name of events) {
      const event = WEBHOOK_EVENTS.find((candidate) => candidate.name === name);
      if (event === undefined || !isWebhookEventAvailable(event, caller.planId)) {
        throw new SandboxException(
          HttpStatus.BAD_REQUEST,
          'event_not_in_plan',
          eventNotInPlanMessage(name, caller.planId, event !== undefined),
          'events',
        );
      }
    }
  }

  /** 409 when another endpoint of the account has this URL and one of these events. */
  private async refuseDuplicate(
    tx: Transaction,
    userId: string,
    url: string,
    events: readonly string[],
    exceptId?: string,
  ): Promise<void> {
    const sameUrl = await tx
      .select()
      .from(sandboxWebhooks)
      .where(
        and(
          eq(sandboxWebhooks.userId, userId),
          eq(sandboxWebhooks.url, url),
          exceptId === undefined ? undefined : ne(sandboxWebhooks.id, exceptId),
        ),
      );
    for (const other of sameUrl) {
      const overlap = events.filter((event) => other.events.includes(event));
      if (overlap.length > 0) {
        throw new SandboxException(
          HttpStatus.CONFLICT,
          'webhook_duplicate',
          webhookDuplicateMessage(other.id, overlap),
          'url',
        );
      }
    }
  }

  /**
   * Production registers only https:// URLs whose host is a name or a public address (a name is
   * checked again, after DNS, at each delivery). Development and tests also take receivers on
   * loopback over plain http.
   */
  private checkUrl(value: string): void {
    const url = new URL(value);
    const allowLoopback = this.config.sandbox.allowLoopbackWebhooks;
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const refused =
      (url.protocol !== 'https:' && !allowLoopback) ||
      (isIP(host) !== 0 && !isAllowedAssetAddress(host, allowLoopback)) ||
      (!allowLoopback && (host === 'localhost' || host.endsWith('.localhost')));
    if (refused) {
      throw new SandboxException(
        HttpStatus.BAD_REQUEST,
        'invalid_request',
        'url must be an https:// URL on a public address.',
        'url',
      );
    }
  }
}

/** One account's endpoint writes in turn, so the limit and the 409 check hold under concurrent requests. */
async function lockEndpoints(tx: Transaction, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-webhooks:${userId}`}))`);
}

function refuseDisabled(endpoint: WebhookRow): void {
  if (endpoint.disabledAt !== null) {
    throw new SandboxException(HttpStatus.CONFLICT, 'webhook_disabled', WEBHOOK_DISABLED_MESSAGE, 'id');
  }
}
