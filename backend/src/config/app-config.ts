/**
 * The whole configuration, read once from the environment at start and injected as APP_CONFIG.
 * Nothing else in the backend reads process.env. A module that needs settings adds its own
 * section file and one line to CONFIG_SECTIONS.
 */
import type { z } from 'zod';
import { authConfigSection } from './auth-config';
import { canaryConfigSection } from './canary-config';
import type { ConfigSection, Environment } from './config-section';
import { databaseConfigSection } from './database-config';
import { jobsConfigSection } from './jobs-config';
import { mailConfigSection } from './mail-config';
import { paymentsConfigSection } from './payments-config';
import { redisConfigSection } from './redis-config';
import { sandboxConfigSection } from './sandbox-config';
import { serverConfigSection } from './server-config';
import { supportConfigSection } from './support-config';
import { supportEmailConfigSection } from './support-email-config';
import { throttleConfigSection } from './throttle-config';
import { whiteLabelConfigSection } from './white-label-config';

const CONFIG_SECTIONS = {
  server: serverConfigSection,
  database: databaseConfigSection,
  throttle: throttleConfigSection,
  auth: authConfigSection,
  payments: paymentsConfigSection,
  redis: redisConfigSection,
  jobs: jobsConfigSection,
  mail: mailConfigSection,
  whiteLabel: whiteLabelConfigSection,
  sandbox: sandboxConfigSection,
  canary: canaryConfigSection,
  support: supportConfigSection,
  supportEmail: supportEmailConfigSection,
} satisfies Record<string, ConfigSection<unknown>>;

type Sections = typeof CONFIG_SECTIONS;

export type AppConfig = {
  readonly [K in keyof Sections]: Readonly<Sections[K] extends ConfigSection<infer T> ? T : never>;
};

export const APP_CONFIG = Symbol('APP_CONFIG');

export class ConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/** Validates every section and reports every bad variable at once, so one restart fixes them all. */
export function loadConfig(rawEnv: Environment): AppConfig {
  const env = withoutBlankValues(rawEnv);
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  for (const [name, section] of Object.entries(CONFIG_SECTIONS) as [string, ConfigSection<unknown>][]) {
    const result = section.schema.safeParse(env);
    if (result.success) {
      config[name] = Object.freeze(result.data);
    } else {
      problems.push(...result.error.issues.map((issue) => describeIssue(issue, env, section.secrets ?? [])));
    }
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return Object.freeze(config) as AppConfig;
}

function describeIssue(issue: z.core.$ZodIssue, env: Environment, secrets: readonly string[]): string {
  const variable = String(issue.path[0] ?? 'configuration');
  const value = env[variable];
  const got = value === undefined || secrets.includes(variable) ? '' : ` (got ${JSON.stringify(value)})`;
  return `${variable} ${issue.message}${got}`;
}

// `PORT=` in a .env file or compose file means "not set", not "set to nothing".
function withoutBlankValues(env: Environment): Environment {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== ''));
}
