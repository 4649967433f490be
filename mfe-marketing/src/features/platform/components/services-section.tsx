import { LANDING_SECTIONS } from '@northvault/contracts/routes';
import { LandingSection } from '../../../components/landing-section';
import { SERVICES } from '../content/services';
import styles from './services-section.module.css';

export function ServicesSection() {
  return (
    <LandingSection
      id={LANDING_SECTIONS.services}
      eyebrow="Services"
      title="People who know banking, on your side"
      lead="Software is half the work. Our specialists stay with you from the first sandbox call to your thousandth customer."
    >
      <ul className={styles.grid}>
        {SERVICES.map((service) => (
          <li key={service.title} className={styles.service}>
            <h3 className={styles.title}>{service.title}</h3>
            <p className={styles.body}>{service.body}</p>
            <ul className={styles.points}>
              {service.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
