/**
 * Support email both ways (docs/product/contact-and-support.md#email-both-ways).
 *
 * - `SUPPORT_EMAIL_DOMAIN`: the domain of the Reply-To address of agents' replies, `support+<token>@<domain>`,
 *   and the only domain the inbound SMTP listener takes mail for. Required in production; `northvault.localhost`
 *   otherwise.
 * - `INBOUND_SMTP_PORT`: the port of the inbound SMTP listener. Unset: no listener (`npm start` sets 2525).
 * - `INBOUND_WEBHOOK_SECRET`: the shared secret a mail provider's inbound webhook sends as
 *   `Authorization: Bearer <secret>` to `POST /api/support/inbound`. Unset: that route answers 404.
 */
import { z } from 'zod';
import type { ConfigSection } from './config-section';

export const DEVELOPMENT_SUPPORT_EMAIL_DOMAIN = 'northvault.localhost';
const MINIMUM_WEBHOOK_SECRET_LENGTH = 32;
/** Labels of letters, digits and hyphens, at least two of them: what a mail domain looks like. */
const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    SUPPORT_EMAIL_DOMAIN: z.string().regex(DOMAIN, 'must be a mail domain such as support.example.com').optional(),
    INBOUND_SMTP_PORT: z
      .string()
      .regex(/^\d+$/, 'must be an integer from 1 to 65535')
      .transform(Number)
      .refine((port) => port >= 1 && port <= 65535, 'must be an integer from 1 to 65535')
      .optional(),
    INBOUND_WEBHOOK_SECRET: z
      .string()
      .min(MINIMUM_WEBHOOK_SECRET_LENGTH, `must be at least ${MINIMUM_WEBHOOK_SECRET_LENGTH} characters long`)
      .optional(),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV === 'production' && env.SUPPORT_EMAIL_DOMAIN === undefined)
      context.addIssue({ code: 'custom', path: ['SUPPORT_EMAIL_DOMAIN'], message: 'is required in production' });
  })
  .transform((env) => ({
    domain: (env.SUPPORT_EMAIL_DOMAIN ?? DEVELOPMENT_SUPPORT_EMAIL_DOMAIN).toLowerCase(),
    inboundSmtpPort: env.INBOUND_SMTP_PORT ?? null,
    inboundWebhookSecret: env.INBOUND_WEBHOOK_SECRET ?? null,
  }));

export type SupportEmailConfig = z.output<typeof schema>;

export const supportEmailConfigSection: ConfigSection<SupportEmailConfig> = {
  schema,
  secrets: ['INBOUND_WEBHOOK_SECRET'],
};
