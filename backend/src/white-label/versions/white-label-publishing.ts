/**
 * Publishing the draft as a new immutable version, putting an earlier version back live, and
 * taking the platform down. The live pointer, its domain and the audit log change in one
 * transaction, under a lock on the organisation's draft row, so two publishes of one organisation
 * take their turn. A deploy that publishes a new version raises `white_label.deployed` to the
 * publisher's webhook endpoints, written with the version's row.
 */
import { BadRequestException, ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { and, eq, max } from 'drizzle-orm';
import type { WhiteLabelVersion } from '@northvault/contracts/api';
import { deploySteps, WHITE_LABEL_MESSAGES, type WhiteLabelBrand } from '@northvault/contracts/white-label';
import { brandContrastChecks } from '@northvault/contracts/white-label-contrast';
import { DOMAIN_MESSAGES } from '@northvault/contracts/white-label-domains';
import { readableId } from '../../common/readable-id';
import { ParameterShape } from '../../http/request-parameters';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { whiteLabelConfigs, whiteLabelVersions } from '../../database/schema';
import { isUniqueViolation } from '../../database/unique-violation';
import { RequestValidationException } from '../../http/request-validation.exception';
import { type EventOwner, WebhookEvents } from '../../webhooks/public';
import { DEPLOYED_EVENT, deploymentBody } from './white-label-deployment';
import { BrandAssets, type CopiedAsset } from '../assets/brand-assets';
import { recordAudit } from '../audit/white-label-audit';
import { ownsDomain } from '../domains/domain-claims';
import { OrganizationOf } from '../organization-of';
import { brandChanges, brandOf, type VersionRow } from './version-rows';
import { organizationVersions } from './white-label-versions';

/** A version's id in a path, as publishing makes it: `WLV-` and ten Crockford characters. */
export const WHITE_LABEL_VERSION_ID = new ParameterShape(/^WLV-[0-9A-Z]{10}$/, 'a version ID such as WLV-7K2M9Q4T1B');

export const CONFIG_NOT_FOUND = 'No saved white-label configuration with this id belongs to your organisation.';
const LIVE_DOMAIN_UNIQUE = 'white_label_configs_live_domain_unique';

type DraftRow = typeof whiteLabelConfigs.$inferSelect;

@Injectable()
export class WhiteLabelPublishing {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizationOf: OrganizationOf,
    private readonly assets: BrandAssets,
    private readonly events: WebhookEvents,
  ) {}

  /** `publisher`: the account that deploys, and its plan, whose webhook endpoints hear of it. */
  async deploy(publisher: EventOwner, configId: string): Promise<WhiteLabelVersion> {
    const { userId } = publisher;
    const organizationId = await this.organizationOf.user(userId);
    const draft = await this.draft(this.database.db, organizationId, configId);
    await this.checkPublishable(this.database.db, organizationId, draft);
    const brand = brandOf(draft);

    const live = draft.liveVersionId ? await this.version(this.database.db, organizationId, draft.liveVersionId) : null;
    // Deploying what is already live (a second click, a retry) publishes nothing new.
    if (live && brandChanges(brandOf(live), brand).length === 0) return this.mapped(organizationId, live.id);

    // Fetched before the transaction: a slow asset host must not hold the organisation's lock.
    const [logo, favicon] = await this.assets.fetchBoth(brand);

    const versionId = await this.database.transaction(async (tx) => {
      const locked = await this.draft(tx, organizationId, configId, { lock: true });
      // A publish of the same brand that got the lock first has done the work already.
      const nowLive = locked.liveVersionId ? await this.version(tx, organizationId, locked.liveVersionId) : null;
      if (nowLive && brandChanges(brandOf(nowLive), brand).length === 0) return nowLive.id;
      if (!(await ownsDomain(tx, organizationId, brand.domain, this.config.whiteLabel.developmentDomains))) {
        throw new BadRequestException(DOMAIN_MESSAGES.notVerified);
      }
      const version = await this.insertVersion(tx, organizationId, publisher, configId, brand, [logo, favicon]);
      await this.goLive(tx, organizationId, version);
      await recordAudit(tx, {
        organizationId,
        accountId: userId,
        action: 'publish',
        summary: `Published version ${version.number} on ${version.domain}`,
        details: { versionId: version.id, number: version.number, domain: version.domain },
      });
      return version.id;
    });
    return this.mapped(organizationId, versionId);
  }

  async rollback(userId: string, versionId: string): Promise<WhiteLabelVersion> {
    const organizationId = await this.organizationOf.user(userId);
    await this.database.transaction(async (tx) => {
      const draft = await this.lockedDraft(tx, organizationId);
      const version = await this.version(tx, organizationId, versionId);
      if (!draft || !version) throw new NotFoundException(WHITE_LABEL_MESSAGES.versionNotFound);
      if (draft.liveVersionId === version.id) throw new ConflictException(WHITE_LABEL_MESSAGES.alreadyLive);
      if (!(await ownsDomain(tx, organizationId, version.domain, this.config.whiteLabel.developmentDomains))) {
        throw new BadRequestException(DOMAIN_MESSAGES.notVerified);
      }
      await this.goLive(tx, organizationId, version);
      await recordAudit(tx, {
        organizationId,
        accountId: userId,
        action: 'rollback',
        summary: `Rolled back to version ${version.number} on ${version.domain}`,
        details: { versionId: version.id, number: version.number, previousVersionId: draft.liveVersionId },
      });
    });
    return this.mapped(organizationId, versionId);
  }

  async deactivate(userId: string): Promise<void> {
    const organizationId = await this.organizationOf.user(userId);
    await this.database.transaction(async (tx) => {
      const draft = await this.lockedDraft(tx, organizationId);
      if (!draft?.liveVersionId) throw new ConflictException(WHITE_LABEL_MESSAGES.notLive);
      await tx
        .update(whiteLabelConfigs)
        .set({ liveVersionId: null, liveDomain: null })
        .where(eq(whiteLabelConfigs.organizationId, organizationId));
      await recordAudit(tx, {
        organizationId,
        accountId: userId,
        action: 'deactivate',
        summary: `Deactivated the platform on ${draft.liveDomain}`,
        details: { versionId: draft.liveVersionId, domain: draft.liveDomain },
      });
    });
  }

  /** The deploy steps on the saved row, then the contrast gate: 400 naming what is missing or which pair fails. */
  private async checkPublishable(db: DatabaseHandle['db'], organizationId: string, draft: DraftRow): Promise<void> {
    const verified = await ownsDomain(db, organizationId, draft.domain, this.config.whiteLabel.developmentDomains);
    const steps = deploySteps({ ...draft, isActive: draft.liveVersionId !== null }, verified);
    if (!steps.configurationSaved || draft.domain === '' || !steps.assetsUploaded) {
      throw new BadRequestException(WHITE_LABEL_MESSAGES.stepsIncomplete);
    }
    // Named on its own: a domain waiting for its DNS record is the step people get stuck on.
    if (!steps.domainSetUp) throw new BadRequestException(DOMAIN_MESSAGES.notVerified);
    const failing = brandContrastChecks(draft).filter((check) => check.problem !== null);
    if (failing.length > 0) {
      throw RequestValidationException.fromFields(
        Object.fromEntries(failing.map((check) => [check.field, check.problem!])),
      );
    }
  }

  private async draft(
    db: DatabaseHandle['db'] | Transaction,
    organizationId: string,
    configId: string,
    { lock = false } = {},
  ): Promise<DraftRow> {
    const query = db
      .select()
      .from(whiteLabelConfigs)
      .where(and(eq(whiteLabelConfigs.id, configId), eq(whiteLabelConfigs.organizationId, organizationId)));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new NotFoundException(CONFIG_NOT_FOUND);
    return row;
  }

  private async lockedDraft(tx: Transaction, organizationId: string): Promise<DraftRow | undefined> {
    const [row] = await tx
      .select()
      .from(whiteLabelConfigs)
      .where(eq(whiteLabelConfigs.organizationId, organizationId))
      .for('update');
    return row;
  }

  private async version(
    db: DatabaseHandle['db'] | Transaction,
    organizationId: string,
    versionId: string,
  ): Promise<VersionRow | undefined> {
    const [row] = await db
      .select()
      .from(whiteLabelVersions)
      .where(and(eq(whiteLabelVersions.id, versionId), eq(whiteLabelVersions.organizationId, organizationId)));
    return row;
  }

  private async insertVersion(
    tx: Transaction,
    organizationId: string,
    publisher: EventOwner,
    configId: string,
    brand: WhiteLabelBrand,
    [logo, favicon]: [CopiedAsset, CopiedAsset],
  ): Promise<VersionRow> {
    const [{ latest } = { latest: null }] = await tx
      .select({ latest: max(whiteLabelVersions.number) })
      .from(whiteLabelVersions)
      .where(eq(whiteLabelVersions.organizationId, organizationId));
    const values = {
      id: readableId('WLV', 10),
      organizationId,
      number: (latest ?? 0) + 1,
      ...brand,
      logoAssetId: await this.assets.store(tx, organizationId, logo),
      faviconAssetId: await this.assets.store(tx, organizationId, favicon),
      publishedBy: publisher.userId,
      publishedAt: new Date(),
    };
    const data = deploymentBody(values, configId);
    await this.events.insertWithEvent(tx, publisher, tx.insert(whiteLabelVersions).values(values), {
      type: DEPLOYED_EVENT,
      createdAt: data.published_at,
      data,
    });
    return (await this.version(tx, organizationId, values.id))!;
  }

  private async goLive(tx: Transaction, organizationId: string, version: VersionRow): Promise<void> {
    try {
      await tx
        .update(whiteLabelConfigs)
        .set({ liveVersionId: version.id, liveDomain: version.domain })
        .where(eq(whiteLabelConfigs.organizationId, organizationId));
    } catch (error) {
      if (isUniqueViolation(error, LIVE_DOMAIN_UNIQUE)) throw new ConflictException(WHITE_LABEL_MESSAGES.domainTaken);
      throw error;
    }
  }

  private async mapped(organizationId: string, versionId: string): Promise<WhiteLabelVersion> {
    const versions = await organizationVersions(this.database.db, organizationId);
    return versions.find((version) => version.id === versionId)!;
  }
}
