import type { SiteBrand } from '@northvault/contracts/white-label-brand';
import { telephoneHref } from '@northvault/contracts/telephone-href';
import type { ContactChannel } from '../content/contact-channels';

/**
 * On a white-label host the phone and email cards reach the tenant's support, never Northvault's;
 * a card the tenant gave no contact for keeps its text and loses its link.
 */
export function brandedChannels(channels: readonly ContactChannel[], brand: SiteBrand | null): ContactChannel[] {
  if (!brand) return [...channels];
  return channels.map((channel) => {
    if (channel.icon === 'phone') {
      const phone = brand.contactPhone.trim();
      return { ...channel, action: phone ? { label: phone, href: telephoneHref(phone) } : undefined };
    }
    if (channel.icon === 'email') {
      const email = brand.contactEmail.trim();
      return { ...channel, action: email ? { label: email, href: `mailto:${email}` } : undefined };
    }
    return channel;
  });
}
