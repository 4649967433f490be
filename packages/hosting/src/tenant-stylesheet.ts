import { Router } from 'express';
import { brandStylesheet, TENANT_STYLESHEET_PATH } from '@northvault/contracts/white-label-brand';
import type { TenantBrandSource } from './tenant-brands';
import { CACHE_CONTROL } from './static-files';

/** The boot frame (index.html's inline style) predates the tokens: these rules brand it too. */
const BOOT_FRAME_RULES =
  'body{font-family:var(--nv-font-sans)}' +
  '.nv-boot-brand img{width:28px;height:28px;object-fit:contain;border-radius:6px}\n';

/** The design tokens of the host's live brand; 404 on a host nobody is live on. */
export function tenantStylesheetRoute(tenants: TenantBrandSource): Router {
  const router = Router();
  router.get(TENANT_STYLESHEET_PATH, async (req, res, next) => {
    try {
      const brand = await tenants.forHost(req.hostname);
      if (!brand) {
        next();
        return;
      }
      res.setHeader('Cache-Control', CACHE_CONTROL.revalidate);
      // `:root:root` outranks the shell's own `:root` tokens, whichever stylesheet arrives last.
      res.type('text/css').send(brandStylesheet(brand, ':root:root') + BOOT_FRAME_RULES);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
