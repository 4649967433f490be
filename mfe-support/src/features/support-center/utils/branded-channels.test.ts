import { contactChannels } from '../content/contact-channels';

const CONTACT_CHANNELS = contactChannels('open-a-ticket');
import { brandedChannels } from './branded-channels';

const brand = {
  companyName: 'Acme Bank',
  logoUrl: null,
  faviconUrl: null,
  contactEmail: 'help@acme.example',
  contactPhone: '+1 (555) 010-2030',
  fontFamily: 'Inter' as const,
};

it('keeps Northvault’s own channels on the Northvault site', () => {
  expect(brandedChannels(CONTACT_CHANNELS, null)).toEqual(CONTACT_CHANNELS);
});

it('reaches the tenant’s support on a white-label host', () => {
  const actions = brandedChannels(CONTACT_CHANNELS, brand).map((channel) => channel.action);
  expect(actions).toEqual([
    { label: '+1 (555) 010-2030', href: 'tel:+15550102030' },
    { label: 'help@acme.example', href: 'mailto:help@acme.example' },
    { label: 'Open a ticket', href: '#open-a-ticket' },
  ]);
});

it('links nowhere for a contact the tenant did not give', () => {
  const actions = brandedChannels(CONTACT_CHANNELS, { ...brand, contactEmail: '', contactPhone: '' });
  expect(actions.map((channel) => channel.action)).toEqual([
    undefined,
    undefined,
    { label: 'Open a ticket', href: '#open-a-ticket' },
  ]);
});
