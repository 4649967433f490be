/**
 * The canary watch (telemetry/canary-watch.ts): where the release state lives, which it shares
 * with the site server and `npm run release` (RELEASES_DIR, or PostgreSQL when DATABASE_URL is
 * set), how often it looks, over how long a window it compares, and how long load telemetry is kept.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RELEASES_DIR } from '@northvault/hosting/hosting-config';
import type { ConfigSection } from './config-section';
import { integerVariable } from './env-values';

const schema = z
  .object({
    RELEASES_DIR: z.string().default(DEFAULT_RELEASES_DIR),
    CANARY_CHECK_INTERVAL_SECONDS: integerVariable({ min: 1, max: 3600, fallback: 30 }),
    CANARY_WINDOW_MINUTES: integerVariable({ min: 1, max: 7 * 24 * 60, fallback: 60 }),
    TELEMETRY_RETENTION_DAYS: integerVariable({ min: 1, max: 366, fallback: 30 }),
  })
  .transform((env) => ({
    releasesDir: path.resolve(env.RELEASES_DIR),
    checkIntervalSeconds: env.CANARY_CHECK_INTERVAL_SECONDS,
    windowMinutes: env.CANARY_WINDOW_MINUTES,
    retentionDays: env.TELEMETRY_RETENTION_DAYS,
  }));

export type CanaryConfig = z.output<typeof schema>;

export const canaryConfigSection: ConfigSection<CanaryConfig> = { schema };
