import { Link } from 'react-router-dom';
import { formatPrice, PLANS } from '@northvault/contracts/plans';
import { landingSectionPath } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import styles from './access.module.css';

const enterprise = PLANS.enterprise;

/** The banner above the configurator for a signed-in user without Enterprise. */
export function EnterpriseUpgradeBanner() {
  return (
    <section className={styles.banner} aria-labelledby="white-label-upgrade-title">
      <div>
        <h2 id="white-label-upgrade-title" className={styles.bannerTitle}>
          {enterprise.name} plan required
        </h2>
        <p className={styles.bannerText}>{WHITE_LABEL_MESSAGES.enterpriseRequired}</p>
        <p className={styles.bannerText}>
          You can still explore every setting, preview your brand and download the configuration.
        </p>
      </div>
      <UpgradeLink className={styles.bannerLink} />
    </section>
  );
}

/** Takes the place of Save or Deploy for a user without Enterprise. */
export function EnterpriseUpgradeNote({ action }: { action: 'Saving' | 'Deploying' }) {
  return (
    <p className={styles.note}>
      {action} is part of the {enterprise.name} plan. <UpgradeLink className={styles.noteLink} />
    </p>
  );
}

function UpgradeLink({ className }: { className: string }) {
  return (
    <Link className={className} to={landingSectionPath('pricing')}>
      Upgrade to {enterprise.name}
      <span className={styles.price}>
        {' '}
        ({formatPrice(enterprise)}
        {enterprise.period})
      </span>
    </Link>
  );
}
