import { MARKETING_CLAIMS } from '@northvault/contracts/business';

export type ContactChannelIcon = 'phone' | 'email' | 'chat';

export interface ContactChannel {
  icon: ContactChannelIcon;
  title: string;
  availability: string;
  description: string;
  /** Where the channel is reached; live chat opens inside the dashboard, so it has none here. */
  action?: { label: string; href: string };
}

export const CONTACT_CHANNELS: readonly ContactChannel[] = [
  {
    icon: 'phone',
    title: 'Phone support',
    availability: 'Available 24/7',
    description: 'Speak to an on-call engineer about production incidents, failed payments or a security concern.',
    // 020 7946 0xxx is Ofcom's range reserved for fiction: it can never ring a real person.
    action: { label: '+44 20 7946 0321', href: 'tel:+442079460321' },
  },
  {
    icon: 'email',
    title: 'Email support',
    availability: `Replies within ${MARKETING_CLAIMS.replyWithin}`,
    description: 'Best for questions that need logs, request IDs or a careful written answer.',
    action: { label: 'support@northvault.io', href: 'mailto:support@northvault.io' },
  },
  {
    icon: 'chat',
    title: 'Live chat',
    availability: 'From your Northvault dashboard',
    description: 'Quick answers on integration, billing and account set-up from the people who build the platform.',
  },
];
