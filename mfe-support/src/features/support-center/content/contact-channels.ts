import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLANS } from '@northvault/contracts/plans';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';

export type ContactChannelIcon = 'phone' | 'email' | 'ticket';

export interface ContactChannel {
  icon: ContactChannelIcon;
  title: string;
  /** Who can use the channel and how soon it answers; the hours per plan are under "Support by plan". */
  availability: string;
  description: string;
  /** Where the channel is reached. */
  action?: { label: string; href: string };
}

/**
 * The ways to reach support (docs/product/routes.md#support-page). Which plan gets which, and when, is
 * `PLAN_SUPPORT` in the contracts: these cards never promise more than the pricing cards do.
 */
export function contactChannels(ticketSectionId: string): ContactChannel[] {
  return [
    {
      icon: 'phone',
      title: 'Phone support',
      availability: `${PLANS.business.name} and ${PLANS.enterprise.name} plans`,
      description: `Speak to an engineer about production incidents, failed payments or a security concern: on weekdays for ${PLANS.business.name}, 24/7 for ${PLANS.enterprise.name}.`,
      // 020 7946 0xxx is Ofcom's range reserved for fiction: it can never ring a real person.
      action: { label: '+44 20 7946 0321', href: 'tel:+442079460321' },
    },
    {
      icon: 'email',
      title: 'Email support',
      availability: `Every plan · replies within ${MARKETING_CLAIMS.replyWithin}`,
      description: 'Best for questions that need logs, request IDs or a careful written answer.',
      action: { label: 'support@northvault.io', href: 'mailto:support@northvault.io' },
    },
    {
      icon: 'ticket',
      title: 'Support tickets',
      availability: 'Every plan · answered by priority',
      description: `One place for the whole conversation; an urgent ticket gets a first reply within ${SUPPORT_RESPONSE_TARGETS.urgent.label}.`,
      action: { label: 'Open a ticket', href: `#${ticketSectionId}` },
    },
  ];
}
