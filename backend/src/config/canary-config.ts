/**
 * The canary watch (telemetry/canary-watch.ts): where the release state lives, which it shares
 * with the site server and `npm run release` (RELEASES_DIR, or PostgreSQL when DATABASE_URL is
 * set), how often it looks, over how long a window it compares, how many distinct visitors must see
 * a canary fail, how long load telemetry is kept, how fast one address may report, and who may read the figures.
 */
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_RELEASES_DIR } from '@northvault/hosting/hosting-config';
import type { ConfigSection } from './config-section';
import { integerVariable } from './env-values';

const MINIMUM_OPERATOR_TOKEN_LENGTH = 32;

const schema = z
  .object({
    RELEASES_DIR: z.string().default(DEFAULT_RELEASES_DIR),
    CANARY_CHECK_INTERVAL_SECONDS: integerVariable({ min: 1, max: 3600, fallback: 30 }),
    CANARY_WINDOW_MINUTES: integerVariable({ min: 1, max: 7 * 24 * 60, fallback: 60 }),
    TELEMETRY_RETENTION_DAYS: integerVariable({ min: 1, max: 366, fallback: 30 }),
    // A canary is aborted only once this many distinct visitors saw it fail: one visitor, or one
    // forger with a handful of tokens, cannot take it down.
    CANARY_MIN_FAILING_VISITORS: integerVariable({ min: 1, max: 100_000, fallback: 5 }),
    // How many new load tokens one client address may report per minute; beyond, its reports are refused (429).
    TELEMETRY_TOKENS_PER_MINUTE: integerVariable({ min: 1, max: 1_000_000, fallback: 60 }),
    // Lets an operator (and `npm run releases`) read the load figures with `Authorization: Bearer`.
    OPERATOR_TOKEN: z
      .string()
      .min(MINIMUM_OPERATOR_TOKEN_LENGTH, `must be at least ${MINIMUM_OPERATOR_TOKEN_LENGTH} characters long`)
      .regex(/^\S+$/, 'must not contain spaces')
      .optional(),
  })
  .transform((env) => ({
    releasesDir: path.resolve(env.RELEASES_DIR),
    checkIntervalSeconds: env.CANARY_CHECK_INTERVAL_SECONDS,
    windowMinutes: env.CANARY_WINDOW_MINUTES,
    retentionDays: env.TELEMETRY_RETENTION_DAYS,
    minFailingVisitors: env.CANARY_MIN_FAILING_VISITORS,
    tokensPerMinute: env.TELEMETRY_TOKENS_PER_MINUTE,
    /** Null: the figures answer nobody (401). */
    operatorToken: env.OPERATOR_TOKEN ?? null,
  }));

export type CanaryConfig = z.output<typeof schema>;

export const canaryConfigSection: ConfigSection<CanaryConfig> = { schema, secrets: ['OPERATOR_TOKEN'] };
