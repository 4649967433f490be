import { useId } from 'react';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { formatPrice, PLAN_LIST } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { PageHero } from '@northvault/ui/page-hero';
import buttons from '../../../components/buttons.module.css';
import { LEARN_MORE_URL } from '../content/hero-content';
import { ApiResponsePreview } from './api-response-preview';
import { HeroAction } from './hero-action';
import styles from './hero.module.css';

const entryPlan = PLAN_LIST.reduce((cheapest, plan) => (plan.price < cheapest.price ? plan : cheapest));

export function Hero() {
  const newTabNoteId = useId();
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
        <a
          className={`${buttons.secondary} ${styles.learnMore}`}
          href={LEARN_MORE_URL}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabNoteId}
        >
          Learn More
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
            <path
              d="M6 3h7v7M13 3L5.5 10.5M11 13H3V5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
            />
          </svg>
        </a>
        <span id={newTabNoteId} hidden>
          Opens the developer documentation in a new tab
        </span>
      </div>
      <p className={styles.assurance}>
        {MARKETING_CLAIMS.uptime} uptime · Card numbers never stored · Plans from {formatPrice(entryPlan)}
        {entryPlan.period}
      </p>
    </PageHero>
  );
}
