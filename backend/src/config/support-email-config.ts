/**
 * Support email both ways (docs/product/contact-and-support.md#email-both-ways).
 *
 * - `SUPPORT_EMAIL_DOMAIN`: the domain of the Reply-To address of agents' replies, `support+<token>@<domain>`,
 *   and the only domain the inbound SMTP listener takes mail for. Unset: the domain of MAIL_FROM (which production
 *   requires), so `npm start` uses `northvault.localhost`.
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
    MAIL_FROM: z.string().optional(),
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
  .transform((env) => ({
    domain: (env.SUPPORT_EMAIL_DOMAIN ?? domainOf(env.MAIL_FROM) ?? DEVELOPMENT_SUPPORT_EMAIL_DOMAIN).toLowerCase(),
    inboundSmtpPort: env.INBOUND_SMTP_PORT ?? null,
    inboundWebhookSecret: env.INBOUND_WEBHOOK_SECRET ?? null,
  }));

/** The mail section validates MAIL_FROM; an invalid one fails there, so this only needs its domain. */
function domainOf(address: string | undefined): string | null {
  const domain = address?.slice(address.lastIndexOf('@') + 1) ?? '';
  return DOMAIN.test(domain) ? domain : null;
}

export type SupportEmailConfig = z.output<typeof schema>;

export const supportEmailConfigSection: ConfigSection<SupportEmailConfig> = {
  schema,
  secrets: ['INBOUND_WEBHOOK_SECRET'],
};
