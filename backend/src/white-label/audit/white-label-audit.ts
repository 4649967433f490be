import { Inject, Injectable } from '@nestjs/common';
import { desc, eq, sql } from 'drizzle-orm';
import type { WhiteLabelAuditAction, WhiteLabelAuditEntry } from '@northvault/contracts/api';
import { DATABASE, type Database, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { users, whiteLabelAuditLog } from '../../database/schema';
import { OrganizationOf } from '../organization-of';

export interface AuditRecord {
  organizationId: string;
  accountId: string;
  action: WhiteLabelAuditAction;
  summary: string;
  details?: Record<string, unknown>;
}

/** Written inside the transaction that makes the change, so the log and the change cannot disagree. */
export async function recordAudit(tx: Transaction | Database, entry: AuditRecord): Promise<void> {
  // The clock, not the transaction's start: two entries of one transaction keep their order.
  await tx.insert(whiteLabelAuditLog).values({ ...entry, details: entry.details ?? {}, at: sql`clock_timestamp()` });
}

/** The organisation's audit log, newest first. */
@Injectable()
export class WhiteLabelAudit {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly organizationOf: OrganizationOf,
  ) {}

  async entries(userId: string, limit = 200): Promise<WhiteLabelAuditEntry[]> {
    const organizationId = await this.organizationOf.user(userId);
    const rows = await this.database.db
      .select({ entry: whiteLabelAuditLog, email: users.email, name: users.name })
      .from(whiteLabelAuditLog)
      .leftJoin(users, eq(users.id, whiteLabelAuditLog.accountId))
      .where(eq(whiteLabelAuditLog.organizationId, organizationId))
      .orderBy(desc(whiteLabelAuditLog.at), desc(whiteLabelAuditLog.seq))
      .limit(limit);
    return rows.map(({ entry, email, name }) => ({
      id: entry.id,
      action: entry.action,
      at: entry.at.toISOString(),
      account: email === null ? null : { email, name },
      summary: entry.summary,
    }));
  }
}
