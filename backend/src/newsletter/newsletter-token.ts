/**
 * The confirmation link's token: the address and a deadline, sealed with SESSION_SECRET for this one
 * purpose. It is the only place the address is kept until its owner confirms.
 */
import { NEWSLETTER_CONFIRMATION_HOURS } from '@northvault/contracts/newsletter';
import { openValue, sealValue } from '../common/sealed-value';

const PURPOSE = 'newsletter-confirmation';
const VALID_FOR_MS = NEWSLETTER_CONFIRMATION_HOURS * 60 * 60 * 1000;

export function newsletterToken(email: string, now: Date, secret: string): string {
  return sealValue(PURPOSE, { email, expiresAt: now.getTime() + VALID_FOR_MS }, secret);
}

export type OpenedNewsletterToken = { outcome: 'valid'; email: string } | { outcome: 'expired' | 'invalid' };

export function openNewsletterToken(token: string, now: Date, secret: string): OpenedNewsletterToken {
  const value = openValue(PURPOSE, token, secret);
  if (value === null || typeof value.email !== 'string' || typeof value.expiresAt !== 'number') {
    return { outcome: 'invalid' };
  }
  if (now.getTime() > value.expiresAt) return { outcome: 'expired' };
  return { outcome: 'valid', email: value.email };
}
