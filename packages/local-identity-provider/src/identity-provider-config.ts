/** The local provider's settings, read from the environment once and validated. */
export interface IdentityProviderConfig {
  port: number;
  /** `http://localhost:9000`: what the provider calls itself in every token. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Where the provider may send the browser back after sign-in. */
  redirectUris: string[];
  cookieKeys: string[];
}

type Env = Record<string, string | undefined>;

/** The development defaults the backend also falls back to when OIDC_ISSUER is unset. */
export const LOCAL_CLIENT = { id: 'northvault-site', secret: 'local-development-secret' } as const;

function fail(message: string): never {
  throw new Error(`Invalid configuration: ${message}`);
}

export function loadIdentityProviderConfig(env: Env = process.env): IdentityProviderConfig {
  const port = Number(env.OIDC_PORT ?? 9000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    fail(`OIDC_PORT must be an integer from 1 to 65535 (got "${env.OIDC_PORT}")`);
  }
  const siteOrigins = (env.SITE_ORIGIN ?? `http://localhost:${env.SITE_PORT ?? 8080}`)
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of siteOrigins) {
    if (!/^https?:\/\/[^/]+$/.test(origin))
      fail(`SITE_ORIGIN must be an origin such as http://localhost:8080 (got "${origin}")`);
  }
  return {
    port,
    issuer: `http://localhost:${port}`,
    clientId: env.OIDC_CLIENT_ID || LOCAL_CLIENT.id,
    clientSecret: env.OIDC_CLIENT_SECRET || LOCAL_CLIENT.secret,
    redirectUris: siteOrigins.map((origin) => `${origin}/auth/callback`),
    cookieKeys: (env.OIDC_COOKIE_KEYS || 'local-identity-provider-cookie-key').split(','),
  };
}
