import { Inject, Injectable } from '@nestjs/common';
import { desc, eq } from 'drizzle-orm';
import type { WhiteLabelVersion } from '@northvault/contracts/api';
import { DATABASE, type Database, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { users, whiteLabelConfigs, whiteLabelVersions } from '../../database/schema';
import { OrganizationOf } from '../organization-of';
import { toVersions } from './version-rows';

/** Every version of one organisation, newest first, and which one is live. */
export async function organizationVersions(
  db: Database | Transaction,
  organizationId: string,
): Promise<WhiteLabelVersion[]> {
  const [rows, [draft]] = await Promise.all([
    db
      .select({ version: whiteLabelVersions, email: users.email, name: users.name })
      .from(whiteLabelVersions)
      .leftJoin(users, eq(users.id, whiteLabelVersions.publishedBy))
      .where(eq(whiteLabelVersions.organizationId, organizationId))
      .orderBy(desc(whiteLabelVersions.number)),
    db
      .select({ liveVersionId: whiteLabelConfigs.liveVersionId })
      .from(whiteLabelConfigs)
      .where(eq(whiteLabelConfigs.organizationId, organizationId)),
  ]);
  return toVersions(rows, draft?.liveVersionId ?? null);
}

@Injectable()
export class WhiteLabelVersions {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly organizationOf: OrganizationOf,
  ) {}

  async list(userId: string): Promise<WhiteLabelVersion[]> {
    return organizationVersions(this.database.db, await this.organizationOf.user(userId));
  }
}
