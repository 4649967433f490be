import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { and, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import { PLANS } from '@northvault/contracts/plans';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { CLOCK, type Clock } from '../../clock/clock';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { sandboxXeroInvoices, sandboxXeroOrganizations, sandboxXeroSyncs } from '../../database/schema';
import type { SandboxCaller } from '../http/sandbox-caller.guard';
import { isoSeconds } from '../../common/iso-seconds';
import { SandboxException } from '../http/sandbox-error';
import { apiId } from '../../common/api-ids';
import { startingXeroData } from './starting-xero-data';
import { WebhookEvents } from '../../webhooks/public';
import { SYNC_ENTITIES, type XeroSyncDto } from './xero-sync.dto';
import type { InvoiceBody, InvoicePage, OrganizationBody, SyncRunBody } from '../http/sandbox-responses';

type OrganizationRow = typeof sandboxXeroOrganizations.$inferSelect;
type InvoiceRow = typeof sandboxXeroInvoices.$inferSelect;

function toOrganizationBody(row: OrganizationRow): OrganizationBody {
  return {
    id: row.id,
    name: row.name,
    base_currency: row.baseCurrency,
    country_code: row.countryCode,
    connected_at: isoSeconds(row.connectedAt),
    last_synced_at: row.lastSyncedAt && isoSeconds(row.lastSyncedAt),
  };
}

function toInvoiceBody(row: InvoiceRow): InvoiceBody {
  return {
    id: row.id,
    invoice_number: row.invoiceNumber,
    type: row.type,
    contact: { name: row.contactName },
    status: row.status,
    currency: row.currency,
    total: row.totalCents / 100,
    amount_due: row.amountDueCents / 100,
    date: row.date,
    due_date: row.dueDate,
    updated_at: isoSeconds(row.updatedAt),
  };
}

export interface InvoiceQuery {
  organizationId: string;
  limit: number;
  status?: InvoiceRow['status'];
  modifiedSince?: Date;
  startingAfter?: string;
}

const DAY_MS = 86_400_000;
const SYNC_COMPLETED_EVENT = `${ACCOUNTING_PARTNER.id}.sync.completed`;

/**
 * Each subscriber's Xero data in the sandbox, seeded the first time it is read. Starter reads the
 * last 30 days of invoices and cannot sync; the sandbox's sync runs at once, as there is no Xero
 * behind it, and raises `xero.sync.completed` with the run.
 */
@Injectable()
export class Xero {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly events: WebhookEvents,
  ) {}

  async organizations(caller: SandboxCaller): Promise<OrganizationBody[]> {
    const rows = await this.database.transaction(async (tx) => {
      await this.seed(tx, caller);
      return tx
        .select()
        .from(sandboxXeroOrganizations)
        .where(eq(sandboxXeroOrganizations.userId, caller.userId))
        .orderBy(sandboxXeroOrganizations.connectedAt);
    });
    return rows.map(toOrganizationBody);
  }

  async invoices(caller: SandboxCaller, query: InvoiceQuery): Promise<InvoicePage> {
    const rows = await this.database.transaction(async (tx) => {
      await this.seed(tx, caller);
      await this.ownOrganization(tx, caller, query.organizationId);
      const conditions: SQL[] = [eq(sandboxXeroInvoices.organizationId, query.organizationId)];
      const historyDays = PLANS[caller.planId].sampleLimits.invoiceHistoryDays;
      if (historyDays !== null) {
        conditions.push(
          gte(sandboxXeroInvoices.updatedAt, new Date(this.clock.now().getTime() - historyDays * DAY_MS)),
        );
      }
      if (query.status) conditions.push(eq(sandboxXeroInvoices.status, query.status));
      if (query.modifiedSince) conditions.push(gt(sandboxXeroInvoices.updatedAt, query.modifiedSince));
      if (query.startingAfter) {
        const [cursor] = await tx
          .select({ id: sandboxXeroInvoices.id, updatedAt: sandboxXeroInvoices.updatedAt })
          .from(sandboxXeroInvoices)
          .where(
            and(
              eq(sandboxXeroInvoices.organizationId, query.organizationId),
              sql`${sandboxXeroInvoices.id}::text = ${query.startingAfter}`,
            ),
          );
        if (!cursor) {
          throw new SandboxException(
            HttpStatus.NOT_FOUND,
            'not_found',
            'starting_after names no invoice of this organisation.',
            'starting_after',
          );
        }
        conditions.push(
          or(
            lt(sandboxXeroInvoices.updatedAt, cursor.updatedAt),
            and(eq(sandboxXeroInvoices.updatedAt, cursor.updatedAt), lt(sandboxXeroInvoices.id, cursor.id)),
          )!,
        );
      }
      return tx
        .select()
        .from(sandboxXeroInvoices)
        .where(and(...conditions))
        .orderBy(desc(sandboxXeroInvoices.updatedAt), desc(sandboxXeroInvoices.id))
        .limit(query.limit + 1);
    });
    const page = rows.slice(0, query.limit);
    const hasMore = rows.length > query.limit;
    return { data: page.map(toInvoiceBody), has_more: hasMore, next_cursor: hasMore ? page.at(-1)!.id : null };
  }

  async sync(caller: SandboxCaller, request: XeroSyncDto): Promise<SyncRunBody> {
    return this.database.transaction(async (tx) => {
      await this.seed(tx, caller);
      const organization = await this.ownOrganization(tx, caller, request.organization_id);
      const now = this.clock.now();
      const run = {
        id: apiId('sync'),
        organizationId: organization.id,
        entities: request.entities ?? [...SYNC_ENTITIES],
        priority: request.priority ?? ('normal' as const),
        status: 'completed' as const,
        createdAt: now,
      };
      const body: SyncRunBody = {
        id: run.id,
        organization_id: organization.id,
        entities: run.entities,
        priority: run.priority,
        status: run.status,
        created_at: isoSeconds(now),
      };
      await tx
        .update(sandboxXeroOrganizations)
        .set({ lastSyncedAt: now })
        .where(eq(sandboxXeroOrganizations.id, organization.id));
      await this.events.insertWithEvent(tx, caller, tx.insert(sandboxXeroSyncs).values(run), {
        type: SYNC_COMPLETED_EVENT,
        createdAt: body.created_at,
        data: body,
      });
      return body;
    });
  }

  private async ownOrganization(tx: Transaction, caller: SandboxCaller, id: string): Promise<OrganizationRow> {
    const [organization] = await tx
      .select()
      .from(sandboxXeroOrganizations)
      .where(
        and(
          sql`${sandboxXeroOrganizations.id}::text = ${id.toLowerCase()}`,
          eq(sandboxXeroOrganizations.userId, caller.userId),
        ),
      );
    if (!organization) {
      throw new SandboxException(
        HttpStatus.NOT_FOUND,
        'not_found',
        SANDBOX_MESSAGES.organizationNotFound,
        'organization_id',
      );
    }
    return organization;
  }

  /** Seeds the subscriber's Xero data once; the lock makes concurrent first reads seed it once. */
  private async seed(tx: Transaction, caller: SandboxCaller): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox-xero:${caller.userId}`}))`);
    const [{ held } = { held: 0 }] = await tx
      .select({ held: count() })
      .from(sandboxXeroOrganizations)
      .where(eq(sandboxXeroOrganizations.userId, caller.userId));
    if (held > 0) return;
    const { organization, invoices } = startingXeroData(caller.userId, this.clock.now());
    await tx.insert(sandboxXeroOrganizations).values(organization);
    await tx.insert(sandboxXeroInvoices).values(invoices);
  }
}
