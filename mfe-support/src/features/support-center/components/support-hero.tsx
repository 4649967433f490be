import { PageHero } from '@northvault/ui/page-hero';
import styles from './support-hero.module.css';

interface Props {
  ticketSectionId: string;
}

export function SupportHero({ ticketSectionId }: Props) {
  return (
    <PageHero
      eyebrow="Help and support"
      title="Support Center"
      lead="Help from the engineers who build and run Northvault: by phone around the clock, by email, or with a ticket you can follow."
    >
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
