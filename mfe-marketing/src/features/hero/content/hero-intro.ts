import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';

/** The landing page's opening words: its hero, and the description the page gives link previews and search engines. */
export const HERO_INTRO = {
  eyebrow: 'Banking infrastructure for software companies',
  title: 'White-label banking APIs, ready for your brand',
  lead: `Give your customers accounts, payments and ${ACCOUNTING_PARTNER.name}-reconciled books inside your own product. Northvault runs the ledgers, card processing and compliance records; your name stays on every screen.`,
} as const;
