import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';

export interface SupportStat {
  value: string;
  label: string;
}

/** Figures the rest of the site already states, so this page cannot contradict them. */
export const SUPPORT_STATS: readonly SupportStat[] = [
  { value: MARKETING_CLAIMS.uptime, label: 'Platform uptime' },
  { value: '24/7', label: `Phone support on ${PLANS.enterprise.name}` },
  { value: SUPPORT_RESPONSE_TARGETS.urgent.label, label: 'First reply to urgent tickets' },
  { value: MARKETING_CLAIMS.clients, label: 'Businesses building on Northvault' },
];
