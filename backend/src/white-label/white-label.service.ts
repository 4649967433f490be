import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import type { WhiteLabelConfigResponse } from '@northvault/contracts/api';
import { BRAND_FIELD_LABELS, normaliseHostname, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import { readableId } from '../common/readable-id';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { whiteLabelConfigs } from '../database/schema';
import { recordAudit } from './audit/white-label-audit';
import { claimOnSave } from './domains/domain-claims';
import { DomainVerification } from './domains/domain-verification.service';
import { OrganizationOf } from './organization-of';
import type { SaveWhiteLabelConfigDto } from './save-white-label-config.dto';
import { brandChanges, brandOf } from './versions/version-rows';
import { organizationVersions } from './versions/white-label-versions';

type ConfigRow = typeof whiteLabelConfigs.$inferSelect;

function toConfig(row: ConfigRow): WhiteLabelConfig {
  return { ...brandOf(row), id: row.id, organizationId: row.organizationId, isActive: row.liveVersionId !== null };
}

/**
 * The organisation's draft: what the configurator loads and saves. Every query is scoped by the
 * organisation the session resolves to, so one organisation never reaches another's rows.
 */
@Injectable()
export class WhiteLabelService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly appConfig: AppConfig,
    private readonly organizationOf: OrganizationOf,
    private readonly domains: DomainVerification,
  ) {}

  async config(userId: string): Promise<WhiteLabelConfigResponse> {
    const organizationId = await this.organizationOf.user(userId);
    const [row] = await this.database.db
      .select()
      .from(whiteLabelConfigs)
      .where(eq(whiteLabelConfigs.organizationId, organizationId));
    if (!row) return { config: null, live: null, upToDate: false, domain: null };
    const live = (await organizationVersions(this.database.db, organizationId)).find((version) => version.live) ?? null;
    return {
      config: toConfig(row),
      live,
      upToDate: live !== null && brandChanges(live.brand, brandOf(row)).length === 0,
      domain: await this.domains.status(organizationId, row.domain),
    };
  }

  /**
   * Saves the whole draft; what is live does not change. A domain another organisation has
   * verified is refused with 409; saving a `*.localhost` domain in development claims it.
   */
  async save(userId: string, input: SaveWhiteLabelConfigDto): Promise<{ id: string }> {
    const organizationId = await this.organizationOf.user(userId);
    const { id: _id, organizationId: _organization, isActive: _active, ...given } = input;
    const fields = { ...given, domain: normaliseHostname(given.domain) };
    return this.database.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(whiteLabelConfigs)
        .where(eq(whiteLabelConfigs.organizationId, organizationId))
        .for('update');
      await claimOnSave(tx, organizationId, fields.domain, this.appConfig.whiteLabel.developmentDomains);
      const [row] = await tx
        .insert(whiteLabelConfigs)
        .values({ id: readableId('WLC', 10), organizationId, ...fields })
        .onConflictDoUpdate({ target: whiteLabelConfigs.organizationId, set: { ...fields, updatedAt: sql`now()` } })
        .returning();
      const changed = before ? brandChanges(brandOf(before), brandOf(row!)) : [];
      await recordAudit(tx, {
        organizationId,
        accountId: userId,
        action: 'save',
        summary: before
          ? `Saved the draft${changed.length ? `: ${changed.map((change) => BRAND_FIELD_LABELS[change.field]).join(', ')}` : ' (no changes)'}`
          : 'Saved the first draft',
        details: { changes: changed },
      });
      if ((before?.domain ?? '') !== fields.domain) {
        await recordAudit(tx, {
          organizationId,
          accountId: userId,
          action: 'domain-change',
          summary: `Domain changed from ${before?.domain || '(none)'} to ${fields.domain || '(none)'}`,
          details: { before: before?.domain ?? '', after: fields.domain },
        });
      }
      return { id: row!.id };
    });
  }
}
