import { API_KEY_SCOPE_LABELS } from '@northvault/contracts/api-keys';
import { ROUTES } from '@northvault/contracts/routes';
import type { EmailJob } from './email-job';
import { type EmailContent, renderBody } from './email-text';

type Job<Kind extends EmailJob['kind']> = Extract<EmailJob, { kind: Kind }>;

const OUTRO = 'If this was not you, revoke the key on the Developers page at once and contact support.';

/** `27 Nov 2026, 10:15 UTC`: one reading for every reader, whatever their time zone. */
function utcTime(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

function developersLink(siteOrigin: string) {
  return { label: 'Developers', url: `${siteOrigin}${ROUTES.accountDevelopers}` };
}

export function apiKeyCreatedEmail(job: Job<'api-key-created'>, siteOrigin: string): EmailContent {
  return renderBody(`API key created: ${job.keyName}`, {
    greetingName: job.to.name,
    intro: 'A new secret API key was created for your Northvault sandbox.',
    facts: [
      ['Name', job.keyName],
      ['Key', job.prefix],
      ['Scope', API_KEY_SCOPE_LABELS[job.scope]],
      ['Expires', job.expiresAt === null ? 'Never' : utcTime(job.expiresAt)],
    ],
    outro: OUTRO,
    link: developersLink(siteOrigin),
  });
}

export function apiKeyRolledEmail(job: Job<'api-key-rolled'>, siteOrigin: string): EmailContent {
  return renderBody(`API key rolled: ${job.keyName}`, {
    greetingName: job.to.name,
    intro: 'A secret API key of your Northvault sandbox was rolled: a new key replaces it.',
    facts: [
      ['Name', job.keyName],
      ['New key', job.prefix],
      ['Old key', job.oldPrefix],
      ['Old key ends', utcTime(job.oldEndsAt)],
    ],
    outro: OUTRO,
    link: developersLink(siteOrigin),
  });
}

export function apiKeyRevokedEmail(job: Job<'api-key-revoked'>, siteOrigin: string): EmailContent {
  return renderBody(`API key revoked: ${job.keyName}`, {
    greetingName: job.to.name,
    intro: 'A secret API key of your Northvault sandbox was revoked. Calls with it are refused from now on.',
    facts: [
      ['Name', job.keyName],
      ['Key', job.prefix],
      ['Revoked', utcTime(job.revokedAt)],
    ],
    outro: 'If this was not you, contact support: someone else can manage your keys.',
    link: developersLink(siteOrigin),
  });
}
