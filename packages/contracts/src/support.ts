/**
 * Support tickets (docs/product/contact-and-support.md#support-ticket-form) and their response targets
 * (docs/product/business-rules.md#support-response-targets).
 */
export const SUPPORT_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];
export const DEFAULT_SUPPORT_PRIORITY: SupportPriority = 'medium';

export const SUPPORT_CATEGORIES = ['technical', 'billing', 'general', 'security'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const DEFAULT_SUPPORT_CATEGORY: SupportCategory = 'general';

export interface ResponseTarget {
  priority: SupportPriority;
  hours: number;
  label: string;
}

/** First-response targets, most urgent first. */
export const SUPPORT_RESPONSE_TARGETS: Readonly<Record<SupportPriority, ResponseTarget>> = {
  urgent: { priority: 'urgent', hours: 1, label: '1 hour' },
  high: { priority: 'high', hours: 4, label: '4 hours' },
  medium: { priority: 'medium', hours: 24, label: '24 hours' },
  low: { priority: 'low', hours: 48, label: '48 hours' },
};

export const SUPPORT_MESSAGES = {
  failed: 'Failed to create support ticket',
  network: 'Network error. Please try again.',
} as const;
