import { LEGAL_TERMS, MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';

export interface Service {
  title: string;
  body: string;
  points: readonly string[];
}

/** The work our people do alongside the API (the `#services` section). */
export const SERVICES: readonly Service[] = [
  {
    title: 'Integration engineering',
    body: 'Solutions engineers who have shipped banking products review your design and stay with you until the first real payment.',
    points: ['Architecture and data-flow review', 'Sandbox that behaves like production', 'Go-live checklist sign-off'],
  },
  {
    title: 'Compliance and record keeping',
    body: 'Identity checks, transaction monitoring and audit trails are part of the platform, not a project on your roadmap.',
    points: [
      `Account and transaction records kept for ${LEGAL_TERMS.accountRetentionYears} years`,
      `Identity checks kept for ${LEGAL_TERMS.identityCheckRetentionYears} years`,
      `Privacy requests answered within ${LEGAL_TERMS.privacyRequestResponseDays} days`,
    ],
  },
  {
    title: 'White-label launch',
    body: 'For Enterprise clients we plan the launch with you: domains, brand assets, support routing and the day the platform goes live.',
    points: ['Custom domain and branded emails', 'Live preview before deployment', 'Deployment in four checked steps'],
  },
  {
    title: 'Production operations',
    body: 'The engineers who build Northvault also run it, around the clock, so an incident reaches someone who can fix it.',
    points: [
      `${MARKETING_CLAIMS.uptime} uptime`,
      `First response to urgent tickets within ${SUPPORT_RESPONSE_TARGETS.urgent.label}`,
      `A 24/7 phone line on ${PLANS.enterprise.name}`,
    ],
  },
];
