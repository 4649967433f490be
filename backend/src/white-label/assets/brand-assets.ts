import { Inject, Injectable } from '@nestjs/common';
import { and, eq } from 'drizzle-orm';
import type { WhiteLabelBrand } from '@northvault/contracts/white-label';
import { readableId } from '../../common/readable-id';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle, type Transaction } from '../../database/database-handle';
import { whiteLabelAssets } from '../../database/schema';
import { RequestValidationException } from '../../http/request-validation.exception';
import { DnsResolver } from '../domains/dns-resolver';
import { AssetRefused, fetchBrandAsset, type FetchedAsset } from './fetch-brand-asset';

export interface CopiedAsset extends FetchedAsset {
  sourceUrl: string;
}

const ASSET_FIELDS = ['logoUrl', 'faviconUrl'] as const;

/** The logo and favicon of a version: copied from their URLs at publish time, then served by id. */
@Injectable()
export class BrandAssets {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dns: DnsResolver,
  ) {}

  /** Both copies, or a 400 naming every field whose asset could not be had and why. */
  async fetchBoth(brand: Pick<WhiteLabelBrand, (typeof ASSET_FIELDS)[number]>): Promise<[CopiedAsset, CopiedAsset]> {
    const policy = {
      allowLoopback: this.config.whiteLabel.allowLoopbackAssets,
      resolve: (host: string) => this.dns.addresses(host),
    };
    const results = await Promise.allSettled(ASSET_FIELDS.map((field) => fetchBrandAsset(brand[field], policy)));
    const problems: Record<string, string> = {};
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      if (!(result.reason instanceof AssetRefused)) throw result.reason;
      problems[ASSET_FIELDS[index]!] = `${ASSET_FIELDS[index]} could not be fetched: ${result.reason.message}.`;
    });
    if (Object.keys(problems).length > 0) throw RequestValidationException.fromFields(problems);
    const [logo, favicon] = results.map((result, index) => ({
      ...(result as PromiseFulfilledResult<FetchedAsset>).value,
      sourceUrl: brand[ASSET_FIELDS[index]!],
    }));
    return [logo!, favicon!];
  }

  /** The asset's id, stored once per organisation and content. */
  async store(tx: Transaction, organizationId: string, asset: CopiedAsset): Promise<string> {
    await tx
      .insert(whiteLabelAssets)
      .values({ id: readableId('WLA', 16), organizationId, ...asset })
      .onConflictDoNothing();
    const [row] = await tx
      .select({ id: whiteLabelAssets.id })
      .from(whiteLabelAssets)
      .where(
        and(
          eq(whiteLabelAssets.organizationId, organizationId),
          eq(whiteLabelAssets.sha256, asset.sha256),
          eq(whiteLabelAssets.contentType, asset.contentType),
        ),
      );
    return row!.id;
  }

  async read(id: string): Promise<{ bytes: Buffer; contentType: string; sha256: string } | null> {
    const [row] = await this.database.db
      .select({
        bytes: whiteLabelAssets.bytes,
        contentType: whiteLabelAssets.contentType,
        sha256: whiteLabelAssets.sha256,
      })
      .from(whiteLabelAssets)
      .where(eq(whiteLabelAssets.id, id));
    return row ?? null;
  }
}
