import { Link } from 'react-router-dom';
import { formatPrice, type Plan } from '@northvault/contracts/plans';
import { ROUTES } from '@northvault/contracts/routes';
import { PlanIcon } from '@northvault/ui/plan-icon';
import { CopyPageMarkdown } from '../../../components/copy-page-markdown';
import styles from './plan-docs-header.module.css';

export function PlanDocsHeader({ plan }: { plan: Plan }) {
  return (
    <header className={styles.header}>
      <Link to={ROUTES.apiDocs} className={styles.back}>
        <span aria-hidden="true">← </span>All API documentation
      </Link>
      <div className={styles.identity}>
        {/* The plan colour comes from a rule per plan (data-plan): the CSP blocks inline styles, prerendered or not. */}
        <span className={styles.icon} data-plan={plan.id}>
          <PlanIcon name={plan.icon} />
        </span>
        <p className={styles.eyebrow}>{plan.name} plan</p>
      </div>
      {/* Below the plan's mark, not beside it: the title starts on the page's left edge like every h1. */}
      <h1 className={styles.title}>{plan.name} Plan API Documentation</h1>
      <p className={styles.price}>
        <span className={styles.amount}>{formatPrice(plan)}</span>
        <span className={styles.period}>{plan.period}</span>
      </p>
      <p className={styles.description}>{plan.description}</p>
      <CopyPageMarkdown />
    </header>
  );
}
