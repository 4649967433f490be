import { useId, type CSSProperties } from 'react';
import { contrastRatio, WHITE } from '@northvault/contracts/contrast-ratio';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { brandTokens } from '@northvault/contracts/white-label-brand';
import { useBrandFont } from '../hooks/use-brand-font';
import { ContrastCheck } from './contrast-check';
import { PreviewImage } from './preview-image';
import styles from './live-preview.module.css';

/** The preview's secondary button is its own: black or white, whichever reads better on the colour. */
function readableOn(background: string): string {
  return contrastRatio(WHITE, background) >= contrastRatio('#000000', background) ? WHITE : '#000000';
}

/**
 * The user's brand as their customers would see it: the same tokens the branded site gets, set as
 * custom properties on the preview frame only, and the chosen font loaded as it is chosen.
 */
export function LivePreview({ config }: { config: WhiteLabelConfig }) {
  const headingId = useId();
  useBrandFont(config.fontFamily);
  const companyName = config.companyName.trim() || 'Your Company';
  const tokens = brandTokens(config);
  const brand = {
    '--preview-primary': tokens['--nv-color-primary'],
    '--preview-on-primary': tokens['--nv-color-on-primary'],
    '--preview-secondary': config.secondaryColor,
    '--preview-on-secondary': readableOn(config.secondaryColor),
    '--preview-accent': tokens['--nv-color-accent'],
    '--preview-background': tokens['--nv-hero-background'],
    '--preview-font': tokens['--nv-font-sans'],
  } as CSSProperties;

  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        Live preview
      </h3>
      <ContrastCheck brand={config} />
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
