/**
 * The white-label suites' world: the real app pointed at a loopback DNS server, a loopback
 * "CDN" for logos and favicons, and helpers that act as one signed-in customer.
 */
import { DEFAULT_WHITE_LABEL_CONFIG, type WhiteLabelBrand } from '@northvault/contracts/white-label';
import { startLoopbackAssetServer, type LoopbackAssetServer } from './loopback-asset-server';
import { startLoopbackDnsServer, type LoopbackDnsServer } from './loopback-dns-server';
import { signedInCustomer, type SignedInCustomer } from './signed-in-customer';
import { createTestApp, type TestApp } from './test-app';

export interface WhiteLabelWorld {
  api: TestApp;
  dns: LoopbackDnsServer;
  assets: LoopbackAssetServer;
  close(): Promise<void>;
}

export async function startWhiteLabelWorld(env: Record<string, string> = {}): Promise<WhiteLabelWorld> {
  const [dns, assets] = await Promise.all([startLoopbackDnsServer(), startLoopbackAssetServer()]);
  const api = await createTestApp({ env: { DNS_SERVERS: dns.address, ...env } });
  return {
    api,
    dns,
    assets,
    close: async () => {
      await api.close();
      await Promise.all([dns.close(), assets.close()]);
    },
  };
}

/** A complete brand on a `*.localhost` domain of the customer's own, with assets on the loopback CDN. */
export function brandOf(world: WhiteLabelWorld, customer: SignedInCustomer, label = 'acme'): WhiteLabelBrand {
  const { id: _id, organizationId: _organization, isActive: _active, ...defaults } = DEFAULT_WHITE_LABEL_CONFIG;
  return {
    ...defaults,
    companyName: 'Acme Bank',
    domain: `${label}-${customer.userId.slice(0, 8)}.localhost`,
    logoUrl: `${world.assets.origin}/logo.svg`,
    faviconUrl: `${world.assets.origin}/favicon.png`,
    emailFromName: 'Acme Bank',
    contactEmail: 'help@acme.example',
    contactPhone: '+44 20 7946 0321',
  };
}

/** Requests as one customer. */
export function as(api: TestApp, customer: SignedInCustomer) {
  return {
    get: (path: string) => api.http().get(path).set('Cookie', customer.cookie),
    post: (path: string, body: object = {}) => api.http().post(path).set('Cookie', customer.cookie).send(body),
  };
}

/** An Enterprise customer with a saved brand; returns the draft's id. */
export async function enterpriseWithDraft(
  world: WhiteLabelWorld,
  brand?: (customer: SignedInCustomer) => WhiteLabelBrand,
): Promise<{ customer: SignedInCustomer; configId: string; brand: WhiteLabelBrand }> {
  const customer = await signedInCustomer(world.api, 'enterprise');
  const chosen = brand ? brand(customer) : brandOf(world, customer);
  const response = await as(world.api, customer).post('/api/white-label/config', chosen).expect(200);
  return { customer, configId: response.body.id, brand: chosen };
}
