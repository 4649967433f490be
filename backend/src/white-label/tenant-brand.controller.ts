import { Controller, Get, Header, NotFoundException, Param, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import type { TenantBrand } from '@northvault/contracts/white-label-brand';
import { BrandAssets } from './assets/brand-assets';
import { TenantBrands } from './tenant-brands';
import { Public } from '../auth/public';

export const NO_BRAND = 'No organisation is live on this host.';
export const NO_ASSET = 'No such brand asset.';

/**
 * What a branded site shows anyone: the live brand of a host, and its logo and favicon. Public,
 * like the pages themselves.
 */
@Controller()
@Public()
export class TenantBrandController {
  constructor(
    private readonly brands: TenantBrands,
    private readonly assets: BrandAssets,
  ) {}

  /** Asked by the site server on page loads (it caches briefly), so it is not throttled per address. */
  @Get('tenant-brands/:host')
  @SkipThrottle({ default: true, write: true })
  @Header('Cache-Control', 'no-store')
  async brand(@Param('host') host: string): Promise<TenantBrand> {
    const brand = await this.brands.forHost(host);
    if (!brand) throw new NotFoundException(NO_BRAND);
    return brand;
  }

  @Get('tenant-assets/:id')
  async asset(@Param('id') id: string, @Res() response: Response): Promise<void> {
    const asset = /^WLA-[0-9A-Z]{16}$/.test(id) ? await this.assets.read(id) : null;
    if (!asset) throw new NotFoundException(NO_ASSET);
    response
      .status(200)
      .type(asset.contentType)
      // An id names one content forever.
      .setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      .setHeader('ETag', `"${asset.sha256}"`)
      // Opened on its own, an SVG is a document of the site's origin: it may run nothing.
      .setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .end(asset.bytes);
  }
}
