/**
 * The brand a host serves, asked of the backend (which every site server shares) and kept for a
 * moment: a publish, rollback or deactivation shows at the next page load after that moment.
 * A host nobody is live on, or a backend that cannot answer, gets the Northvault site.
 */
import { tenantBrandPath } from '@northvault/contracts/routes';
import type { TenantBrand } from '@northvault/contracts/white-label-brand';

export interface TenantBrandSource {
  forHost(host: string): Promise<TenantBrand | null>;
}

export class TenantBrands implements TenantBrandSource {
  private readonly entries = new Map<string, { expires: number; brand: Promise<TenantBrand | null> }>();

  constructor(
    private readonly backendUrl: string,
    private readonly ttlMs = 1000,
  ) {}

  forHost(host: string, now = Date.now()): Promise<TenantBrand | null> {
    const key = host.toLowerCase();
    const cached = this.entries.get(key);
    if (cached && cached.expires > now) return cached.brand;
    const brand = this.fetch(key);
    this.entries.set(key, { expires: now + this.ttlMs, brand });
    // Hosts come from visitors: keep the map from growing without bound.
    if (this.entries.size > 10_000) this.entries.delete(this.entries.keys().next().value!);
    return brand;
  }

  private async fetch(host: string): Promise<TenantBrand | null> {
    try {
      const response = await fetch(new URL(tenantBrandPath(host), this.backendUrl), {
        signal: AbortSignal.timeout(2000),
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) return null;
      return (await response.json()) as TenantBrand;
    } catch {
      return null;
    }
  }
}
