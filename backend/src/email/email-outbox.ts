import { Injectable } from '@nestjs/common';
import type { Transaction } from '../database/database-handle';
import { JobQueue } from '../jobs/job-queue';
import type { RowStatement } from '../jobs/pg-boss-executors';
import { EMAIL_QUEUE, type EmailJob } from './email-job';

/** Queues an email inside the transaction that writes its cause: both commit, or neither. */
@Injectable()
export class EmailOutbox {
  constructor(private readonly jobs: JobQueue) {}

  async queue(tx: Transaction, email: EmailJob): Promise<void> {
    await this.jobs.enqueue(tx, EMAIL_QUEUE, email);
  }

  /** Writes `row` and queues the email in one statement: both commit, or neither. */
  async queueWithRow(row: RowStatement, email: EmailJob): Promise<void> {
    await this.jobs.enqueueWithRow(row, EMAIL_QUEUE, email);
  }
}
