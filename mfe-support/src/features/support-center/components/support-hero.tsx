import { PageHero } from '@northvault/ui/page-hero';
import { SUPPORT_INTRO } from '../content/support-intro';
import styles from './support-hero.module.css';

interface Props {
  ticketSectionId: string;
}

export function SupportHero({ ticketSectionId }: Props) {
  return (
    <PageHero eyebrow={SUPPORT_INTRO.eyebrow} title={SUPPORT_INTRO.title} lead={SUPPORT_INTRO.lead}>
      <p className={styles.actions}>
        <a className={styles.primary} href={`#${ticketSectionId}`}>
          Open a ticket
        </a>
        <a className={styles.secondary} href="#faq">
          Read the FAQ
        </a>
      </p>
    </PageHero>
  );
}
