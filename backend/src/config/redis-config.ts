/**
 * Shared state between instances. With REDIS_URL unset, throttling counts in this process's
 * memory, which is right for one instance and wrong for several.
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';

const schema = z
  .object({
    REDIS_URL: z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^rediss?:$/.test(new URL(value).protocol),
        'must be a redis:// or rediss:// URL',
      )
      .optional(),
    // Several deployments (or test runs) may share one Redis server.
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits or _ : . -')
      .default('northvault:'),
  })
  .transform((env) => ({ url: env.REDIS_URL ?? null, keyPrefix: env.REDIS_KEY_PREFIX }));

export type RedisConfig = z.output<typeof schema>;

// The URL may carry a password.
export const redisConfigSection: ConfigSection<RedisConfig> = { schema, secrets: ['REDIS_URL'] };
