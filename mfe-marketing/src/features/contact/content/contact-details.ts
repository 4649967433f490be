import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';

export interface ContactDetail {
  label: string;
  value: string;
  /** `mailto:`, `tel:` or a page of this site. */
  href?: string;
  note?: string;
}

/** How to reach the sales team, beside the contact form (`#contact`). */
export const CONTACT_DETAILS: readonly ContactDetail[] = [
  {
    label: 'Email',
    value: 'sales@northvault.io',
    href: 'mailto:sales@northvault.io',
    note: `We reply within ${MARKETING_CLAIMS.replyWithin}.`,
  },
  {
    label: 'Phone',
    // 020 7946 0xxx is Ofcom's range reserved for fiction: it can never ring a real person.
    value: '+44 20 7946 0958',
    href: 'tel:+442079460958',
    note: 'Monday to Friday, 9:00 to 18:00 UK time.',
  },
  {
    label: 'Existing customers',
    value: 'Support Center',
    href: ROUTES.support,
    note: 'Tickets for every plan; phone on Business and Enterprise, around the clock on Enterprise.',
  },
  {
    label: 'Office',
    value: 'London, United Kingdom',
    note: 'Serving clients worldwide.',
  },
];
