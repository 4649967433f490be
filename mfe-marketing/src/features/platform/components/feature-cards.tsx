import { LANDING_SECTIONS } from '@northvault/contracts/routes';
import { LandingSection } from '../../../components/landing-section';
import { FEATURE_CARDS } from '../content/feature-cards';
import { FeatureIcon } from './feature-icon';
import styles from './feature-cards.module.css';

export function FeatureCards() {
  return (
    <LandingSection
      id={LANDING_SECTIONS.features}
      eyebrow="Features"
      title="Everything you need to launch a financial product"
      lead="One API for accounts, money movement and bookkeeping, with the controls your compliance team will ask about."
    >
      <ul className={styles.grid}>
        {FEATURE_CARDS.map((card) => (
          <li key={card.title} className={styles.card}>
            <span className={styles.icon}>
              <FeatureIcon name={card.icon} />
            </span>
            <h3 className={styles.title}>{card.title}</h3>
            <p className={styles.body}>{card.body}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
