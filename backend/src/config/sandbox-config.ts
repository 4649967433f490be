/**
 * The sandbox of the documented API (docs/product/api.md#sandbox): the port of its own listener,
 * and the base URL customers call it at, which the account setup page and the docs print. Behind a
 * proxy or on another host the public URL differs from the listener's, hence the second variable.
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';
import { integerVariable, oneOfVariable } from './env-values';
import { NODE_ENVS } from './server-config';

const DEFAULT_SANDBOX_PORT = 3001;

const schema = z
  .object({
    NODE_ENV: z.enum(NODE_ENVS).catch('development'),
    SANDBOX_PORT: integerVariable({ min: 1, max: 65535, fallback: DEFAULT_SANDBOX_PORT }),
    /** Password hashes (scrypt, 128 MiB each) one process runs at once; the sandbox's logins queue for them. */
    SANDBOX_LOGIN_HASH_CONCURRENCY: integerVariable({ min: 1, max: 64, fallback: 2 }),
    /** How long a login waits for a hash slot before it is refused with 429. */
    SANDBOX_LOGIN_QUEUE_MS: integerVariable({ min: 1, max: 60_000, fallback: 5_000 }),
    /** `off` records no /v1 call in the request log: how `npm run bench:api` measures what recording costs. */
    SANDBOX_REQUEST_LOG: oneOfVariable(['on', 'off'] as const, 'on'),
    SANDBOX_PUBLIC_URL: z
      .string()
      .refine((value) => {
        try {
          const url = new URL(value);
          return /^https?:$/.test(url.protocol) && url.search === '' && url.hash === '';
        } catch {
          return false;
        }
      }, 'must be an http:// or https:// URL such as http://localhost:3001/v1')
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  })
  .transform((env) => ({
    port: env.SANDBOX_PORT,
    loginHashConcurrency: env.SANDBOX_LOGIN_HASH_CONCURRENCY,
    loginQueueMs: env.SANDBOX_LOGIN_QUEUE_MS,
    publicBaseUrl: env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}/v1`,
    recordRequests: env.SANDBOX_REQUEST_LOG === 'on',
    /**
     * Webhook receivers on this machine (`http://127.0.0.1:<port>/…`) in development and tests;
     * production delivers only to https:// URLs on public addresses.
     */
    allowLoopbackWebhooks: env.NODE_ENV !== 'production',
  }));

export type SandboxConfig = z.output<typeof schema>;

export const sandboxConfigSection: ConfigSection<SandboxConfig> = { schema };
