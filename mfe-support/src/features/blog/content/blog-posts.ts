import type { BlogPost, BlogPostDraft } from '../types/blog-post';
import { readingTime } from '../utils/reading-time';
import { complianceChecklist } from './posts/compliance-checklist';
import { protectingMoneyAndData } from './posts/protecting-money-and-data';
import { reliableWebhooks } from './posts/reliable-webhooks';
import { sandboxToProduction } from './posts/sandbox-to-production';
import { whiteLabelLaunch } from './posts/white-label-launch';
import { xeroReconciliation } from './posts/xero-reconciliation';

const DRAFTS: readonly BlogPostDraft[] = [
  sandboxToProduction,
  whiteLabelLaunch,
  reliableWebhooks,
  xeroReconciliation,
  protectingMoneyAndData,
  complianceChecklist,
];

/** Every post of the blog, newest first. ISO dates sort as text. */
export const BLOG_POSTS: readonly BlogPost[] = DRAFTS.map((draft) => ({
  ...draft,
  readTime: readingTime(draft.content),
})).sort((a, b) => b.date.localeCompare(a.date));
