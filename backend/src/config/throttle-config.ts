/** Per-IP request limits: one for every route, a stricter one for the public form posts. */
import { z } from 'zod';
import { integerVariable } from './env-values';
import type { ConfigSection } from './config-section';

const schema = z
  .object({
    THROTTLE_TTL_SECONDS: integerVariable({ min: 1, max: 86_400, fallback: 60 }),
    THROTTLE_LIMIT: integerVariable({ min: 1, max: 1_000_000, fallback: 300 }),
    THROTTLE_WRITE_LIMIT: integerVariable({ min: 1, max: 1_000_000, fallback: 20 }),
  })
  .transform((env) => ({
    ttlSeconds: env.THROTTLE_TTL_SECONDS,
    limit: env.THROTTLE_LIMIT,
    writeLimit: env.THROTTLE_WRITE_LIMIT,
  }));

export type ThrottleConfig = z.output<typeof schema>;

export const throttleConfigSection: ConfigSection<ThrottleConfig> = { schema };
