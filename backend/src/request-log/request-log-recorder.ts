/**
 * Records /v1 calls off the request path (docs/architecture.md#request-log): the middleware only
 * pushes an entry into this buffer once the answer has been sent; the buffer is written with one
 * multi-row INSERT when it holds a batch or when the flush timer fires, and once more before the
 * app shuts down. A failed write is logged and its entries dropped: the log never holds up or
 * fails a call.
 */
import { type BeforeApplicationShutdown, Inject, Injectable, Logger } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { multiRowInsert } from '../database/multi-row-insert';
import { sandboxRequestLogs } from '../database/schema';

export type RequestLogRow = typeof sandboxRequestLogs.$inferInsert;

/** Entries written in one INSERT at most. */
const BATCH_SIZE = 200;
/** How long an entry may wait in the buffer. */
const FLUSH_INTERVAL_MS = 250;
/** Beyond this many waiting entries (the database is down), new ones are dropped. */
const MAX_BUFFERED = 20_000;

@Injectable()
export class RequestLogRecorder implements BeforeApplicationShutdown {
  private readonly logger = new Logger(RequestLogRecorder.name);
  private buffer: RequestLogRow[] = [];
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Queues one entry; returns at once. */
  record(row: RequestLogRow): void {
    if (this.buffer.length >= MAX_BUFFERED) return;
    this.buffer.push(row);
    if (this.buffer.length >= BATCH_SIZE) {
      void this.flush();
    } else if (this.timer === null) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_INTERVAL_MS);
      this.timer.unref();
    }
  }

  /** Writes every waiting entry; resolves once they are in the database (or dropped on failure). */
  flush(): Promise<void> {
    if (this.timer !== null) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    const rows = this.buffer;
    this.buffer = [];
    this.writing = this.writing.then(() => this.write(rows));
    return this.writing;
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  private async write(rows: RequestLogRow[]): Promise<void> {
    for (let start = 0; start < rows.length; start += BATCH_SIZE) {
      const batch = rows.slice(start, start + BATCH_SIZE);
      try {
        // Not drizzle's insert builder: its tree of one node per value (2,400 for a batch) is built on the event
        // loop, and held up the /v1 calls answered meanwhile.
        const insert = multiRowInsert(sandboxRequestLogs, batch);
        await this.database.rows(insert.sql, insert.params);
      } catch (error) {
        this.logger.error(
          `Request log entries could not be written (${batch.length} dropped): ${(error as Error).message}`,
        );
      }
    }
  }
}
