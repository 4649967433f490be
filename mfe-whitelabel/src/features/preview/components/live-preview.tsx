import { useId, type CSSProperties } from 'react';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { textContrastOn } from '../utils/contrast-ratio';
import { fontStack } from '../utils/font-stack';
import { ContrastCheck } from './contrast-check';
import { PreviewImage } from './preview-image';
import styles from './live-preview.module.css';

/**
 * The user's brand as their customers would see it. This is the one place the user's colours,
 * gradient and font apply: as custom properties on the preview frame, read by its CSS module.
 */
export function LivePreview({ config }: { config: WhiteLabelConfig }) {
  const headingId = useId();
  const companyName = config.companyName.trim() || 'Your Company';
  const brand = {
    '--preview-primary': config.primaryColor,
    '--preview-on-primary': textContrastOn(config.primaryColor).textColor,
    '--preview-secondary': config.secondaryColor,
    '--preview-on-secondary': textContrastOn(config.secondaryColor).textColor,
    '--preview-accent': config.accentColor,
    '--preview-background': config.backgroundGradient,
    '--preview-font': fontStack(config.fontFamily),
  } as CSSProperties;

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Live preview
      </h3>
      <ContrastCheck primaryColor={config.primaryColor} />
      <div className={styles.frame} style={brand}>
        <div className={styles.browserBar}>
          <PreviewImage
            src={config.faviconUrl}
            alt="Favicon"
            className={styles.favicon}
            fallback={<span className={styles.faviconPlaceholder} aria-hidden="true" />}
          />
          <span className={styles.address}>{config.domain.trim() || 'your-domain.com'}</span>
        </div>
        <div className={styles.site}>
          <div className={styles.siteHeader}>
            <PreviewImage
              src={config.logoUrl}
              alt={`${companyName} logo`}
              className={styles.logo}
              fallback={
                <span className={styles.monogram} aria-hidden="true">
                  {companyName.charAt(0).toUpperCase()}
                </span>
              }
            />
            <span className={styles.companyName}>{companyName}</span>
            <span className={styles.nav} aria-hidden="true">
              Accounts · Payments · Cards
            </span>
          </div>
          <p className={styles.headline}>Banking, the {companyName} way</p>
          <p className={styles.tagline}>Open an account in minutes and manage your money in one place.</p>
          <div className={styles.actions}>
            <span className={styles.primaryButton}>Open an account</span>
            <span className={styles.secondaryButton}>Explore cards</span>
          </div>
          <div className={styles.card}>
            <span className={styles.cardLabel}>Available balance</span>
            <span className={styles.balance}>$12,480.00</span>
            <span className={styles.accentBar} aria-hidden="true" />
          </div>
          {(config.contactEmail.trim() || config.contactPhone.trim()) && (
            <p className={styles.contact}>
              Questions? {[config.contactEmail.trim(), config.contactPhone.trim()].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
