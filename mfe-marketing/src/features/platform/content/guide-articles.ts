import { blogPostPath, ROUTES } from '@northvault/contracts/routes';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';

export interface GuideArticle {
  kind: 'Documentation' | 'Guide';
  title: string;
  summary: string;
  to: string;
}

/** Articles that answer the questions teams ask before they integrate, on the site's docs and blog. */
export const GUIDE_ARTICLES: readonly GuideArticle[] = [
  {
    kind: 'Documentation',
    title: 'Install Northvault and make your first API call',
    summary:
      'Subscribe, store your credentials, get a bearer token and open a sandbox account: five steps with requests you can paste.',
    to: `${ROUTES.documentation}#installation`,
  },
  {
    kind: 'Guide',
    title: 'From sandbox to production: integrating a banking API in two weeks',
    summary:
      'A day-by-day plan from the first sandbox call to live customer accounts, and the mistakes that cost teams the most time.',
    to: blogPostPath('sandbox-to-production-banking-api'),
  },
  {
    kind: 'Guide',
    title: 'Webhook handlers that never lose an event',
    summary:
      'Events arrive late, twice or out of order. How to acknowledge quickly, process each one exactly once and recover from outages.',
    to: blogPostPath('webhook-handlers-that-never-lose-an-event'),
  },
  {
    kind: 'Guide',
    title: `Closing the books faster: automatic reconciliation with ${ACCOUNTING_PARTNER.name}`,
    summary: `How the ${ACCOUNTING_PARTNER.name} sync turns settled transactions into reconciled bank lines, and how to design your integration around it.`,
    to: blogPostPath('automatic-reconciliation-with-xero'),
  },
];
