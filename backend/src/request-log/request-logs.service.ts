import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { and, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import {
  REQUEST_LOG_MESSAGES,
  REQUEST_LOG_PAGE_SIZE,
  REQUEST_LOG_RETENTION_DAYS,
  type RequestLogEntry,
  type RequestLogPage,
  type RequestLogStatusClass,
  type RequestLogSummary,
} from '@northvault/contracts/request-logs';
import { CLOCK, type Clock } from '../clock/clock';
import { isoSeconds } from '../common/iso-seconds';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { sandboxRequestLogs } from '../database/schema';

type Row = typeof sandboxRequestLogs.$inferSelect;

export interface RequestLogFilter {
  statusClass?: RequestLogStatusClass;
  method?: string;
  /** Entries whose path starts with this. */
  path?: string;
  /** Inclusive, from 00:00 UTC. */
  from?: Date;
  /** Exclusive. */
  to?: Date;
  /** Entries older than this cursor. */
  before?: { createdAt: Date; id: string };
}

const DAY_MS = 24 * 3600 * 1000;

function summary(row: Row): RequestLogSummary {
  return {
    requestId: row.requestId,
    method: row.method,
    path: row.path,
    status: row.status,
    durationMs: row.durationMs,
    idempotencyKey: row.idempotencyKey,
    credential: row.credential,
    createdAt: isoSeconds(row.createdAt),
  };
}

export function cursorOf(row: Row): string {
  return Buffer.from(`${row.createdAt.toISOString()}|${row.id}`, 'utf8').toString('base64url');
}

/** The cursor's moment and id, or null when it is not one this service wrote. */
export function parseCursor(cursor: string): { createdAt: Date; id: string } | null {
  const [moment, id] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const createdAt = new Date(moment ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) return null;
  return { createdAt, id: id! };
}

/** The request log of one account: its pages, one entry, and the retention pass. */
@Injectable()
export class RequestLogs {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Newest first, one page. */
  async page(userId: string, filter: RequestLogFilter): Promise<RequestLogPage> {
    const conditions: SQL[] = [eq(sandboxRequestLogs.userId, userId)];
    if (filter.statusClass) {
      const low = Number(filter.statusClass[0]) * 100;
      conditions.push(gte(sandboxRequestLogs.status, low), lt(sandboxRequestLogs.status, low + 100));
    }
    if (filter.method) conditions.push(eq(sandboxRequestLogs.method, filter.method));
    if (filter.path) conditions.push(like(sandboxRequestLogs.path, `${filter.path.replace(/[\\%_]/g, '\\$&')}%`));
    if (filter.from) conditions.push(gte(sandboxRequestLogs.createdAt, filter.from));
    if (filter.to) conditions.push(lt(sandboxRequestLogs.createdAt, filter.to));
    if (filter.before) {
      const { createdAt, id } = filter.before;
      conditions.push(
        or(
          lt(sandboxRequestLogs.createdAt, createdAt),
          and(eq(sandboxRequestLogs.createdAt, createdAt), lt(sandboxRequestLogs.id, id)),
        )!,
      );
    }
    const rows = await this.database.db
      .select()
      .from(sandboxRequestLogs)
      .where(and(...conditions))
      .orderBy(desc(sandboxRequestLogs.createdAt), desc(sandboxRequestLogs.id))
      .limit(REQUEST_LOG_PAGE_SIZE + 1);
    const shown = rows.slice(0, REQUEST_LOG_PAGE_SIZE);
    return {
      entries: shown.map(summary),
      nextCursor: rows.length > REQUEST_LOG_PAGE_SIZE ? cursorOf(shown[shown.length - 1]!) : null,
    };
  }

  /** One entry of the account's own log, by the request_id its answer carried; 404 otherwise. */
  async entry(userId: string, requestId: string): Promise<RequestLogEntry> {
    const [row] = await this.database.db
      .select()
      .from(sandboxRequestLogs)
      .where(and(eq(sandboxRequestLogs.userId, userId), eq(sandboxRequestLogs.requestId, requestId)))
      .limit(1);
    if (!row) throw new NotFoundException(REQUEST_LOG_MESSAGES.notFound);
    return { ...summary(row), requestBody: row.requestBody, responseBody: row.responseBody };
  }

  /**
   * The account's newest failed requests (status 400 and above), which a support ticket may attach
   * (docs/product/api.md#request-log). `requestId` narrows it to that one request: empty when it is not the
   * account's own failure.
   */
  async failures(userId: string, limit: number, requestId?: string): Promise<RequestLogSummary[]> {
    const conditions: SQL[] = [eq(sandboxRequestLogs.userId, userId), gte(sandboxRequestLogs.status, 400)];
    if (requestId !== undefined) conditions.push(eq(sandboxRequestLogs.requestId, requestId));
    const rows = await this.database.db
      .select()
      .from(sandboxRequestLogs)
      .where(and(...conditions))
      .orderBy(desc(sandboxRequestLogs.createdAt), desc(sandboxRequestLogs.id))
      .limit(limit);
    return rows.map(summary);
  }

  /** Deletes entries older than the retention period; answers how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - REQUEST_LOG_RETENTION_DAYS * DAY_MS);
    const deleted = await this.database.db
      .delete(sandboxRequestLogs)
      .where(lt(sandboxRequestLogs.createdAt, cutoff))
      .returning({ id: sandboxRequestLogs.id });
    return deleted.length;
  }
}
