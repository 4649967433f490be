/**
 * The logo and favicon are copied into the site's own storage when a version is published, so the
 * branded site shows them from its own origin. These are the limits of that copy.
 */
export const BRAND_ASSET_MAX_BYTES = 512 * 1024;

/** The image types a logo or favicon may be, by their Content-Type. */
export const BRAND_ASSET_TYPES = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/gif': 'GIF',
  'image/webp': 'WebP',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
  'image/x-icon': 'ICO',
  'image/vnd.microsoft.icon': 'ICO',
} as const;

export type BrandAssetType = keyof typeof BRAND_ASSET_TYPES;

export function isBrandAssetType(value: string): value is BrandAssetType {
  return Object.hasOwn(BRAND_ASSET_TYPES, value);
}

/** `PNG, JPEG, GIF, WebP, AVIF, SVG or ICO image of at most 512 KB`, for hints and refusals. */
export const BRAND_ASSET_DESCRIPTION = `${[...new Set(Object.values(BRAND_ASSET_TYPES))]
  .join(', ')
  .replace(/, (\w+)$/, ' or $1')} image of at most ${BRAND_ASSET_MAX_BYTES / 1024} KB`;
