/**
 * Background jobs (the queue lives in the database). Workers run inside every backend process
 * unless JOB_WORKERS=off, for a deployment that runs them apart with `npm run worker`.
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';
import { integerVariable, oneOfVariable } from './env-values';

export const JOB_WORKER_MODES = ['in-process', 'off'] as const;

const schema = z
  .object({
    JOB_WORKERS: oneOfVariable(JOB_WORKER_MODES, 'in-process'),
    JOB_CONCURRENCY: integerVariable({ min: 1, max: 50, fallback: 8 }),
    JOB_RETRY_LIMIT: integerVariable({ min: 0, max: 100, fallback: 5 }),
    JOB_RETRY_DELAY_SECONDS: integerVariable({ min: 1, max: 3600, fallback: 10 }),
    // pg-boss asks at most every 500 ms.
    JOB_POLL_INTERVAL_MS: integerVariable({ min: 500, max: 60_000, fallback: 1000 }),
  })
  .transform((env) => ({
    workers: env.JOB_WORKERS,
    concurrency: env.JOB_CONCURRENCY,
    retryLimit: env.JOB_RETRY_LIMIT,
    retryDelaySeconds: env.JOB_RETRY_DELAY_SECONDS,
    pollIntervalMs: env.JOB_POLL_INTERVAL_MS,
  }));

export type JobsConfig = z.output<typeof schema>;

export const jobsConfigSection: ConfigSection<JobsConfig> = { schema };
