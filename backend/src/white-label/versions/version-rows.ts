import type { BrandChange, WhiteLabelVersion } from '@northvault/contracts/api';
import { BRAND_FIELDS, changedBrandFields, type WhiteLabelBrand } from '@northvault/contracts/white-label';
import type { whiteLabelVersions } from '../../database/schema';

export type VersionRow = typeof whiteLabelVersions.$inferSelect;

/** The brand fields of a draft or version row. */
export function brandOf(row: WhiteLabelBrand): WhiteLabelBrand {
  return Object.fromEntries(BRAND_FIELDS.map((field) => [field, row[field]])) as unknown as WhiteLabelBrand;
}

export function brandChanges(before: WhiteLabelBrand, after: WhiteLabelBrand): BrandChange[] {
  return changedBrandFields(before, after).map((field) => ({
    field,
    before: String(before[field]),
    after: String(after[field]),
  }));
}

export interface VersionWithPublisher {
  version: VersionRow;
  email: string | null;
  name: string | null;
}

/** Versions newest first, each with what changed against the one before it. */
export function toVersions(rows: readonly VersionWithPublisher[], liveVersionId: string | null): WhiteLabelVersion[] {
  const byNumber = new Map(rows.map((row) => [row.version.number, row.version]));
  return rows.map(({ version, email, name }) => {
    const previous = byNumber.get(version.number - 1);
    return {
      id: version.id,
      number: version.number,
      brand: brandOf(version),
      publishedAt: version.publishedAt.toISOString(),
      publishedBy: email === null ? null : { email, name },
      live: version.id === liveVersionId,
      changes: previous ? brandChanges(brandOf(previous), brandOf(version)) : [],
    };
  });
}
