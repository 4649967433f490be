import type { SupportCategory, SupportPriority } from '@northvault/contracts/support';

/** How the ticket options read on screen; the values sent stay the contract's. */
export const PRIORITY_LABELS: Readonly<Record<SupportPriority, string>> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const CATEGORY_LABELS: Readonly<Record<SupportCategory, string>> = {
  technical: 'Technical',
  billing: 'Billing',
  general: 'General',
  security: 'Security',
};
