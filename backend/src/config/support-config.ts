/**
 * The support desk (docs/product/contact-and-support.md#support-desk): who works it and the calendar its
 * business-hours response targets run on.
 *
 * - `SUPPORT_AGENT_EMAILS`: comma-separated emails; a signed-in user whose verified email is listed holds the
 *   `support-agent` role. Empty or unset: nobody is an agent (`npm start` lists agent@northvault.localhost).
 * - `SUPPORT_BUSINESS_HOURS`: the calendar, such as `Mon-Fri 09:00-17:00` (UTC, the default).
 */
import { z } from 'zod';
import { type BusinessCalendar, parseBusinessCalendar } from '@northvault/contracts/business-hours';
import { isValidEmail } from '@northvault/contracts/email';
import type { ConfigSection } from './config-section';

export const DEFAULT_SUPPORT_BUSINESS_HOURS = 'Mon-Fri 09:00-17:00';

const schema = z
  .object({
    SUPPORT_AGENT_EMAILS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((email) => email.trim().toLowerCase())
          .filter((email) => email !== ''),
      )
      .refine(
        (emails) => emails.every(isValidEmail),
        'must be email addresses separated by commas, such as agent@example.com,help@example.com',
      ),
    SUPPORT_BUSINESS_HOURS: z.string().default(DEFAULT_SUPPORT_BUSINESS_HOURS),
  })
  .transform((env, context) => {
    const calendar = parseBusinessCalendar(env.SUPPORT_BUSINESS_HOURS);
    if ('error' in calendar) {
      context.addIssue({ code: 'custom', path: ['SUPPORT_BUSINESS_HOURS'], message: calendar.error });
      return z.NEVER;
    }
    return {
      agentEmails: new Set(env.SUPPORT_AGENT_EMAILS) as ReadonlySet<string>,
      businessCalendar: calendar satisfies BusinessCalendar,
    };
  });

export type SupportConfig = z.output<typeof schema>;

export const supportConfigSection: ConfigSection<SupportConfig> = { schema };
