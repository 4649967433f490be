import { Inject, Injectable } from '@nestjs/common';
import { eq, sql } from 'drizzle-orm';
import { tenantAssetPath } from '@northvault/contracts/routes';
import { isHostname, normaliseHostname } from '@northvault/contracts/white-label';
import type { TenantBrand } from '@northvault/contracts/white-label-brand';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { whiteLabelConfigs, whiteLabelVersions } from '../database/schema';
import { brandOf } from './versions/version-rows';

/** The live brand of a host, for the site server that serves that host. */
@Injectable()
export class TenantBrands {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** Whether an organisation is live on `host`. */
  async isLive(host: string): Promise<boolean> {
    const domain = normaliseHostname(host);
    if (!isHostname(domain)) return false;
    const [row] = await this.database.db
      .select({ id: whiteLabelConfigs.id })
      .from(whiteLabelConfigs)
      .where(sql`lower(${whiteLabelConfigs.liveDomain}) = ${domain}`);
    return row !== undefined;
  }

  async forHost(host: string): Promise<TenantBrand | null> {
    const domain = normaliseHostname(host);
    if (!isHostname(domain)) return null;
    const [row] = await this.database.db
      .select({ version: whiteLabelVersions })
      .from(whiteLabelConfigs)
      .innerJoin(whiteLabelVersions, eq(whiteLabelVersions.id, whiteLabelConfigs.liveVersionId))
      .where(sql`lower(${whiteLabelConfigs.liveDomain}) = ${domain}`);
    if (!row) return null;
    const { version } = row;
    const brand = brandOf(version);
    return {
      organizationId: version.organizationId,
      versionId: version.id,
      versionNumber: version.number,
      domain: version.domain,
      companyName: brand.companyName,
      primaryColor: brand.primaryColor,
      secondaryColor: brand.secondaryColor,
      accentColor: brand.accentColor,
      backgroundGradient: brand.backgroundGradient,
      fontFamily: brand.fontFamily,
      contactEmail: brand.contactEmail,
      contactPhone: brand.contactPhone,
      logoUrl: tenantAssetPath(version.logoAssetId),
      faviconUrl: tenantAssetPath(version.faviconAssetId),
    };
  }
}
