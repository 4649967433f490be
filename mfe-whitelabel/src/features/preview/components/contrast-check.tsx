import type { WhiteLabelBrand } from '@northvault/contracts/white-label';
import { formatContrastRatio, WCAG_AA_TEXT_CONTRAST } from '@northvault/contracts/contrast-ratio';
import { brandContrastChecks } from '@northvault/contracts/white-label-contrast';
import styles from './contrast-check.module.css';

/** The publish gate's checks on the brand being edited: the same checks, and sentences, the server applies. */
export function ContrastCheck({ brand }: { brand: Pick<WhiteLabelBrand, 'primaryColor' | 'backgroundGradient'> }) {
  const checks = brandContrastChecks(brand);
  const passes = checks.every((check) => check.passes);
  return (
    <div className={`${styles.check} ${passes ? styles.pass : styles.warning}`}>
      <p className={styles.title}>
        {passes ? 'Contrast check passed' : 'Contrast too low to deploy'} (WCAG AA, {WCAG_AA_TEXT_CONTRAST}:1)
      </p>
      <ul className={styles.text}>
        {checks.map((check) => (
          <li key={check.field}>
            {check.problem ??
              `${check.pair}: ${check.text} on ${check.background} is ${formatContrastRatio(check.ratio)}.`}
          </li>
        ))}
      </ul>
    </div>
  );
}
