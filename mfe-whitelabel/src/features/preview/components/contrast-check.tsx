import { formatContrastRatio, textContrastOn, WCAG_AA_TEXT_CONTRAST } from '../utils/contrast-ratio';
import styles from './contrast-check.module.css';

/** Whether white text on the primary colour meets WCAG AA, and which text colour does when it does not. */
export function ContrastCheck({ primaryColor }: { primaryColor: string }) {
  const contrast = textContrastOn(primaryColor);
  const minimum = `${WCAG_AA_TEXT_CONTRAST}:1`;

  if (contrast.whitePasses) {
    return (
      <p className={`${styles.check} ${styles.pass}`}>
        Contrast check: white text on your primary color {primaryColor} is {formatContrastRatio(contrast.whiteRatio)}{' '}
        and meets WCAG AA ({minimum}).
      </p>
    );
  }
  return (
    <div className={`${styles.check} ${styles.warning}`}>
      <p className={styles.title}>Low contrast on your primary color</p>
      <p className={styles.text}>
        White text on {primaryColor} is {formatContrastRatio(contrast.whiteRatio)}, below the WCAG AA minimum of{' '}
        {minimum}. Black text passes at {formatContrastRatio(contrast.textRatio)}, so the preview and the downloaded CSS
        use black text. Choose a darker primary color to keep white text.
      </p>
    </div>
  );
}
