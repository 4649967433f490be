/**
 * Outgoing email. In development the relay is the local mail catcher `npm start` runs (MailDev on
 * port 1025); production must name a real relay and a sender address, or nothing is delivered.
 */
import { z } from 'zod';
import { isValidEmail } from '@northvault/contracts/email';
import type { ConfigSection } from './config-section';

export const DEVELOPMENT_SMTP_URL = 'smtp://localhost:1025';
export const DEVELOPMENT_MAIL_FROM = 'no-reply@northvault.localhost';

const schema = z
  .object({
    NODE_ENV: z.string().default('development'),
    SMTP_URL: z
      .string()
      .refine(
        (value) => URL.canParse(value) && /^smtps?:$/.test(new URL(value).protocol),
        'must be an smtp:// or smtps:// URL',
      )
      .optional(),
    MAIL_FROM: z.string().refine(isValidEmail, 'must be an email address such as no-reply@example.com').optional(),
    MAIL_FROM_NAME: z
      .string()
      // A display name is a header value: no line breaks or other control characters.
      .regex(/^[^\p{Cc}]{1,100}$/u, 'must be 1 to 100 characters without control characters')
      .default('Northvault'),
  })
  .superRefine((env, context) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of ['SMTP_URL', 'MAIL_FROM'] as const) {
      if (env[name] === undefined)
        context.addIssue({ code: 'custom', path: [name], message: 'is required in production' });
    }
  })
  .transform((env) => ({
    smtpUrl: env.SMTP_URL ?? DEVELOPMENT_SMTP_URL,
    from: { name: env.MAIL_FROM_NAME, address: env.MAIL_FROM ?? DEVELOPMENT_MAIL_FROM },
  }));

export type MailConfig = z.output<typeof schema>;

// The relay URL may carry a user name and password.
export const mailConfigSection: ConfigSection<MailConfig> = { schema, secrets: ['SMTP_URL'] };
