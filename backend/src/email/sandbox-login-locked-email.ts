import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type SandboxLoginLocked = Extract<EmailJob, { kind: 'sandbox-login-locked' }>;

/** Sent once, when repeated failed sign-ins first lock the account's sandbox sign-in (docs/security.md#sandbox-sign-in). */
export function sandboxLoginLockedEmail(job: SandboxLoginLocked, siteOrigin: string): EmailContent {
  const until = `${job.lockedUntil.slice(0, 16).replace('T', ' ')} UTC`;
  return renderBody('Sign-in to your Northvault API sandbox is locked', {
    greetingName: job.to.name || 'there',
    intro: `There were ${job.failures} failed sign-ins in a row to the API sandbox with your email address, so we locked its sign-in for ${job.lockedMinutes} minutes.`,
    facts: [
      ['Failed sign-ins', String(job.failures)],
      ['Locked until', until],
    ],
    outro:
      'If these were not you, someone may be guessing your subscription password: set a new one on the account setup page. Your API tokens issued before keep working until they expire, unless you set a new password.',
    link: { label: 'Account setup', url: `${siteOrigin}${ROUTES.accountSetup}` },
  });
}
