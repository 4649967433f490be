import type { SupportPriority } from '@northvault/contracts/support';

/** When to choose each priority, so urgent stays meaningful for the people on call. */
export const PRIORITY_EXAMPLES: Readonly<Record<SupportPriority, string>> = {
  urgent: 'Production is down, payments are failing, or you suspect a security breach.',
  high: 'A key feature is degraded for many of your customers and there is no workaround.',
  medium: 'Something misbehaves or a question is blocking part of your integration.',
  low: 'General questions, documentation feedback and feature requests.',
};
