import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isIP } from 'node:net';
import { PLANS, UNLIMITED } from '@northvault/contracts/plans';
import { eventNotInPlanMessage, webhookLimitMessage } from '@northvault/contracts/sandbox';
import {
  isWebhookEventAvailable,
  WEBHOOK_EVENTS,
  WEBHOOK_NOT_FOUND_MESSAGE,
  webhookDuplicateMessage,
} from '@northvault/contracts/webhooks';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { sandboxWebhooks } from '../../database/schema';
import { isAllowedAssetAddress } from '../../network/address-policy';
import type { CreateWebhookDto } from './create-webhook.dto';
import type { SandboxCaller } from '../http/sandbox-caller.guard';
import { isoSeconds } from '../../common/iso-seconds';
import { SandboxException } from '../http/sandbox-error';
import { apiId } from '../../common/api-ids';
import type { WebhookBody, WebhookEndpointBody } from '../http/sandbox-responses';

type WebhookRow = typeof sandboxWebhooks.$inferSelect;

function endpointBody(row: WebhookRow): WebhookEndpointBody {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    description: row.description,
    created_at: isoSeconds(row.createdAt),
  };
}

/** Each subscriber's webhook endpoints, within the plan's endpoint allowance and events. */
@Injectable()
export class Webhooks {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async register(caller: SandboxCaller, request: CreateWebhookDto): Promise<WebhookBody> {
    this.checkUrl(request.url);
    for (const name of request.events) {
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
    const row = await this.database.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-webhooks:${caller.userId}`}))`);
      const sameUrl = await tx
        .select()
        .from(sandboxWebhooks)
        .where(and(eq(sandboxWebhooks.userId, caller.userId), eq(sandboxWebhooks.url, request.url)));
      for (const other of sameUrl) {
        const overlap = request.events.filter((event) => other.events.includes(event));
        if (overlap.length > 0) {
          throw new SandboxException(
            HttpStatus.CONFLICT,
            'webhook_duplicate',
            webhookDuplicateMessage(other.id, overlap),
            'url',
          );
        }
      }
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
    return {
      id: row.id,
      url: row.url,
      events: row.events,
      description: row.description,
      secret: row.secret,
      created_at: isoSeconds(row.createdAt),
    };
  }

  /** The caller's endpoints, oldest first, without their secrets. */
  async list(caller: SandboxCaller): Promise<WebhookEndpointBody[]> {
    const rows = await this.database.db
      .select()
      .from(sandboxWebhooks)
      .where(eq(sandboxWebhooks.userId, caller.userId))
      .orderBy(asc(sandboxWebhooks.createdAt), asc(sandboxWebhooks.id));
    return rows.map(endpointBody);
  }

  /** One of the caller's endpoints, without its secret; 404 for any other id. */
  async get(caller: SandboxCaller, id: string): Promise<WebhookEndpointBody> {
    const [row] = await this.database.db
      .select()
      .from(sandboxWebhooks)
      .where(and(eq(sandboxWebhooks.userId, caller.userId), eq(sandboxWebhooks.id, id)));
    if (!row) throw new SandboxException(HttpStatus.NOT_FOUND, 'not_found', WEBHOOK_NOT_FOUND_MESSAGE, 'id');
    return endpointBody(row);
  }

  /** Deletes one of the caller's endpoints; 404 for any other id. */
  async remove(caller: SandboxCaller, id: string): Promise<void> {
    const deleted = await this.database.db
      .delete(sandboxWebhooks)
      .where(and(eq(sandboxWebhooks.userId, caller.userId), eq(sandboxWebhooks.id, id)))
      .returning({ id: sandboxWebhooks.id });
    if (deleted.length === 0) {
      throw new SandboxException(HttpStatus.NOT_FOUND, 'not_found', WEBHOOK_NOT_FOUND_MESSAGE, 'id');
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
