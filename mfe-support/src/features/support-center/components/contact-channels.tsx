import { tenantBrand } from '@northvault/session/brand';
import { contactChannels } from '../content/contact-channels';
import { brandedChannels } from '../utils/branded-channels';
import { ContactChannelIcon } from './contact-channel-icon';
import styles from './contact-channels.module.css';

/** The ways to reach support; the ticket card links to the ticket form's section on this page. */
export function ContactChannels({ ticketSectionId }: { ticketSectionId: string }) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const headingId = 'contact-channels-heading';
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Contact us
      </h2>
      <ul className={styles.grid}>
        {brandedChannels(contactChannels(ticketSectionId), tenantBrand()).map((channel) => (
          <li key={channel.icon} className={styles.card}>
            <span className={styles.iconWrap}>
              <ContactChannelIcon name={channel.icon} className={styles.icon} />
            </span>
            <h3 className={styles.title}>{channel.title}</h3>
            <p className={styles.availability}>{channel.availability}</p>
            <p className={styles.description}>{channel.description}</p>
            {channel.action && (
              <a className={styles.action} href={channel.action.href}>
                {channel.action.label}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
