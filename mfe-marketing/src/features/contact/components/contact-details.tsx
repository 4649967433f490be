import { Link } from 'react-router-dom';
import { CONTACT_DETAILS, type ContactDetail } from '../content/contact-details';
import styles from './contact-details.module.css';

export function ContactDetails() {
  return (
    <div className={styles.details}>
      <h3 className={styles.heading}>Reach us directly</h3>
      <dl className={styles.list}>
        {CONTACT_DETAILS.map((detail) => (
          <div key={detail.label} className={styles.item}>
            <dt className={styles.label}>{detail.label}</dt>
            <dd className={styles.value}>
              <DetailValue detail={detail} />
              {detail.note && <span className={styles.note}>{detail.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function DetailValue({ detail }: { detail: ContactDetail }) {
  if (!detail.href) return <span className={styles.text}>{detail.value}</span>;
  if (detail.href.startsWith('/')) {
    return (
      <Link className={styles.link} to={detail.href}>
        {detail.value}
      </Link>
    );
  }
  return (
    <a className={styles.link} href={detail.href}>
      {detail.value}
    </a>
  );
}
