/** How the HTTP server runs: address, environment, logging and the proxy in front of it. */
import { z } from 'zod';
import { integerVariable, oneOfVariable, originVariable, trustProxyVariable } from './env-values';
import type { ConfigSection } from './config-section';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const schema = z
  .object({
    PORT: integerVariable({ min: 1, max: 65535, fallback: 3000 }),
    // All interfaces, so the site server and containers reach it; the proxy check below still
    // only believes X-Forwarded-For from trusted addresses.
    HOST: z.string().regex(/^\S+$/, 'must be a host name or IP address without spaces').default('0.0.0.0'),
    NODE_ENV: oneOfVariable(NODE_ENVS, 'development'),
    LOG_LEVEL: oneOfVariable(LOG_LEVELS, 'info'),
    SITE_ORIGIN: originVariable('http://localhost:8080'),
    // The site server on :8080 proxies /api from the same machine; trusting loopback lets
    // per-IP throttling see the visitor's address instead of the proxy's.
    TRUST_PROXY: trustProxyVariable(['loopback']),
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    siteOrigin: env.SITE_ORIGIN,
    trustProxy: env.TRUST_PROXY,
  }));

export type ServerConfig = z.output<typeof schema>;

export const serverConfigSection: ConfigSection<ServerConfig> = { schema };
