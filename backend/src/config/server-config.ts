/** How the HTTP server runs: address, environment, logging and the proxy in front of it. */
import { z } from 'zod';
import { integerVariable, oneOfVariable, originVariable, trustProxyVariable } from './env-values';
import type { ConfigSection } from './config-section';

export const NODE_ENVS = ['development', 'production', 'test'] as const;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
/** `auto`: readable lines when stdout is a terminal, JSON otherwise (a file, a pipe, a log shipper). */
export const LOG_FORMATS = ['auto', 'json', 'pretty'] as const;

const MINIMUM_PROXY_SECRET_LENGTH = 32;

const schema = z
  .object({
    PORT: integerVariable({ min: 1, max: 65535, fallback: 3000 }),
    // All interfaces, so the site server and containers reach it; the proxy check below still
    // only believes X-Forwarded-For from trusted addresses.
    HOST: z.string().regex(/^\S+$/, 'must be a host name or IP address without spaces').default('0.0.0.0'),
    NODE_ENV: oneOfVariable(NODE_ENVS, 'development'),
    LOG_LEVEL: oneOfVariable(LOG_LEVELS, 'info'),
    LOG_FORMAT: oneOfVariable(LOG_FORMATS, 'auto'),
    SITE_ORIGIN: originVariable('http://localhost:8080'),
    // No proxy is believed unless named: a client that reaches the backend directly could
    // otherwise pick its own address, and with it a fresh throttling bucket, per request.
    TRUST_PROXY: trustProxyVariable(false),
    // On one machine the site's proxy and a direct client both come from loopback; only the
    // proxy knows this secret (`npm start` makes one per run and hands it to both).
    PROXY_SECRET: z
      .string()
      .min(MINIMUM_PROXY_SECRET_LENGTH, `must be at least ${MINIMUM_PROXY_SECRET_LENGTH} characters long`)
      .optional(),
  })
  .transform((env) => ({
    port: env.PORT,
    host: env.HOST,
    nodeEnv: env.NODE_ENV,
    logLevel: env.LOG_LEVEL,
    logFormat: env.LOG_FORMAT,
    siteOrigin: env.SITE_ORIGIN,
    trustProxy: env.TRUST_PROXY,
    proxySecret: env.PROXY_SECRET ?? null,
  }));

export type ServerConfig = z.output<typeof schema>;

export const serverConfigSection: ConfigSection<ServerConfig> = { schema, secrets: ['PROXY_SECRET'] };
