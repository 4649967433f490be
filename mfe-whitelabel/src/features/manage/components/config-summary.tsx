import type { WhiteLabelVersion } from '@northvault/contracts/api';
import { PLACEHOLDER_ORGANIZATION_ID, type WhiteLabelConfig } from '@northvault/contracts/white-label';
import styles from './manage-panel.module.css';

const NOT_SET = 'Not set';

/** The configuration the form holds, as a read-only list. */
export function ConfigSummary({
  config,
  dirty,
  live,
}: {
  config: WhiteLabelConfig;
  dirty: boolean;
  live: WhiteLabelVersion | null;
}) {
  const rows: readonly [string, string][] = [
    ['Status', live ? `Active: version ${live.number} on ${live.brand.domain}` : 'Not deployed'],
    ['Configuration ID', config.id ?? 'Not saved yet'],
    [
      'Organization ID',
      config.organizationId === PLACEHOLDER_ORGANIZATION_ID && !config.id
        ? `${config.organizationId} (placeholder until the first save)`
        : config.organizationId,
    ],
    ['Company name', config.companyName.trim() || NOT_SET],
    ['Domain', config.domain.trim() || NOT_SET],
    ['Logo URL', config.logoUrl.trim() || NOT_SET],
    ['Favicon URL', config.faviconUrl.trim() || NOT_SET],
    ['Primary color', config.primaryColor],
    ['Secondary color', config.secondaryColor],
    ['Accent color', config.accentColor],
    ['Font', config.fontFamily],
    ['Email from name', config.emailFromName.trim() || NOT_SET],
    ['Contact email', config.contactEmail.trim() || NOT_SET],
    ['Contact phone', config.contactPhone.trim() || NOT_SET],
  ];

  return (
    <>
      {dirty && config.id && <p className={styles.note}>The settings below include changes that are not saved yet.</p>}
      <dl className={styles.summary}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.row}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
