/**
 * Sign-in: the OpenID Connect issuer and client, and the session lifetime. With OIDC_ISSUER unset
 * the backend talks to the local development provider (`npm start` runs it on OIDC_PORT).
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';
import { integerVariable } from './env-values';

/** The local provider's client; a real issuer needs its own id and secret. */
export const LOCAL_OIDC_CLIENT = { id: 'northvault-site', secret: 'local-development-secret' } as const;
export const DEVELOPMENT_SESSION_SECRET = 'development-only-session-secret-change-me';
const MINIMUM_SECRET_LENGTH = 32;

const THIRTY_DAYS_IN_SECONDS = 30 * 24 * 60 * 60;
const SEVEN_DAYS_IN_SECONDS = 7 * 24 * 60 * 60;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    OIDC_PORT: integerVariable({ min: 1, max: 65535, fallback: 9000 }),
    OIDC_ISSUER: z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), 'must be an http(s) URL')
      .optional(),
    OIDC_CLIENT_ID: z.string().optional(),
    OIDC_CLIENT_SECRET: z.string().optional(),
    OIDC_SCOPES: z.string().default('openid email profile'),
    SESSION_SECRET: z.string().optional(),
    SESSION_TTL_SECONDS: integerVariable({ min: 60, max: 365 * 24 * 60 * 60, fallback: THIRTY_DAYS_IN_SECONDS }),
    SESSION_IDLE_TIMEOUT_SECONDS: integerVariable({
      min: 120,
      max: 365 * 24 * 60 * 60,
      fallback: SEVEN_DAYS_IN_SECONDS,
    }),
  })
  .superRefine((env, context) => {
    const production = env.NODE_ENV === 'production';
    if (env.OIDC_ISSUER !== undefined) {
      const issuer = new URL(env.OIDC_ISSUER);
      if (issuer.protocol === 'http:' && !LOOPBACK_HOSTS.has(issuer.hostname)) {
        context.addIssue({
          code: 'custom',
          path: ['OIDC_ISSUER'],
          message: 'must use https:// (http:// is allowed for a provider on localhost only)',
        });
      }
      if (!env.OIDC_CLIENT_ID)
        context.addIssue({ code: 'custom', path: ['OIDC_CLIENT_ID'], message: 'is required when OIDC_ISSUER is set' });
      if (!env.OIDC_CLIENT_SECRET) {
        context.addIssue({
          code: 'custom',
          path: ['OIDC_CLIENT_SECRET'],
          message: 'is required when OIDC_ISSUER is set',
        });
      }
    } else if (production) {
      context.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'is required in production (the local provider is for development)',
      });
    }
    if (production && (!env.SESSION_SECRET || env.SESSION_SECRET === DEVELOPMENT_SESSION_SECRET)) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'must be set to a random value in production',
      });
    } else if (env.SESSION_SECRET !== undefined && env.SESSION_SECRET.length < MINIMUM_SECRET_LENGTH) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: `must be at least ${MINIMUM_SECRET_LENGTH} characters long`,
      });
    }
  })
  .transform((env) => {
    const local = env.OIDC_ISSUER === undefined;
    const issuer = new URL(env.OIDC_ISSUER ?? `http://localhost:${env.OIDC_PORT}`);
    return {
      issuer: issuer.href.replace(/\/$/, ''),
      /** Plain HTTP is spoken to a provider on this machine only. */
      allowInsecureIssuer: issuer.protocol === 'http:',
      clientId: local ? LOCAL_OIDC_CLIENT.id : env.OIDC_CLIENT_ID!,
      clientSecret: local ? LOCAL_OIDC_CLIENT.secret : env.OIDC_CLIENT_SECRET!,
      scopes: env.OIDC_SCOPES,
      sessionSecret: env.SESSION_SECRET ?? DEVELOPMENT_SESSION_SECRET,
      sessionTtlSeconds: env.SESSION_TTL_SECONDS,
      sessionIdleTimeoutSeconds: env.SESSION_IDLE_TIMEOUT_SECONDS,
    };
  });

export type AuthConfig = z.output<typeof schema>;

export const authConfigSection: ConfigSection<AuthConfig> = {
  schema,
  secrets: ['OIDC_CLIENT_SECRET', 'SESSION_SECRET'],
};
