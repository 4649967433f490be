import { Link } from 'react-router-dom';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { formatPrice, PLAN_LIST } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { PageHero } from '@northvault/ui/page-hero';
import buttons from '@northvault/ui/buttons.module.css';
import { ROUTES } from '@northvault/contracts/routes';
import { ApiResponsePreview } from './api-response-preview';
import { HeroAction } from './hero-action';
import styles from './hero.module.css';

const entryPlan = PLAN_LIST.reduce((cheapest, plan) => (plan.price < cheapest.price ? plan : cheapest));

export function Hero() {
  return (
    <PageHero
      eyebrow="Banking infrastructure for software companies"
      title="White-label banking APIs, ready for your brand"
      lead={`Give your customers accounts, payments and ${ACCOUNTING_PARTNER.name}-reconciled books inside your own product. Northvault runs the ledgers, card processing and compliance records; your name stays on every screen.`}
      aside={<ApiResponsePreview />}
      prominent
    >
      <div className={styles.actions}>
        <HeroAction />
        {/* The site's own installation guide (docs/product/routes.md#landing-page), in the same tab. */}
        <Link className={`${buttons.secondary} ${styles.learnMore}`} to={ROUTES.documentation}>
          Learn More
        </Link>
      </div>
      <p className={styles.assurance}>
        {MARKETING_CLAIMS.uptime} uptime · Card numbers never stored · Plans from {formatPrice(entryPlan)}
        {entryPlan.period}
      </p>
    </PageHero>
  );
}
