/**
 * The sandbox of the documented API (docs/product/api.md#sandbox): the port of its own listener,
 * and the base URL customers call it at, which the account setup page and the docs print. Behind a
 * proxy or on another host the public URL differs from the listener's, hence the second variable.
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';
import { integerVariable } from './env-values';
import { NODE_ENVS } from './server-config';

const DEFAULT_SANDBOX_PORT = 3001;

const schema = z
  .object({
    NODE_ENV: z.enum(NODE_ENVS).catch('development'),
    SANDBOX_PORT: integerVariable({ min: 1, max: 65535, fallback: DEFAULT_SANDBOX_PORT }),
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
    publicBaseUrl: env.SANDBOX_PUBLIC_URL ?? `http://localhost:${env.SANDBOX_PORT}/v1`,
    /**
     * Webhook receivers on this machine (`http://127.0.0.1:<port>/…`) in development and tests;
     * production delivers only to https:// URLs on public addresses.
     */
    allowLoopbackWebhooks: env.NODE_ENV !== 'production',
  }));

export type SandboxConfig = z.output<typeof schema>;

export const sandboxConfigSection: ConfigSection<SandboxConfig> = { schema };
