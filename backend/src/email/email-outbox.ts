import { Injectable } from '@nestjs/common';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Transaction } from '../database/database-handle';
import { JobQueue } from '../jobs/job-queue';
import { EMAIL_QUEUE, type EmailJob } from './email-job';

/** Queues an email inside the transaction that writes its cause: both commit, or neither. */
@Injectable()
export class EmailOutbox {
  constructor(private readonly jobs: JobQueue) {}

  async queue(tx: Transaction, email: EmailJob): Promise<void> {
    await this.jobs.enqueue(tx, EMAIL_QUEUE, email);
  }

  /** Writes `row` into `table` and queues the email: both commit, or neither. */
  async queueWithRow<Table extends PgTable>(table: Table, row: Table['$inferInsert'], email: EmailJob): Promise<void> {
    await this.jobs.enqueueWithRow(table, row, EMAIL_QUEUE, email);
  }
}
