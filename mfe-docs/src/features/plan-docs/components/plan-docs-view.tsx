import type { ComponentType, ReactNode } from 'react';
import type { Plan } from '@northvault/contracts/plans';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { Disclosure } from '@northvault/ui/disclosure';
import prose from '../../../components/prose.module.css';
import { useHashAccordion } from '../../../hooks/use-hash-accordion';
import { EndpointList } from '../../../components/endpoint-list';
import { accountingEndpoints } from '../../../content/accounting-endpoints';
import { authEndpoints } from '../../../content/auth-endpoints';
import { bankingEndpoints } from '../../../content/banking-endpoints';
import { CodeLanguageProvider } from '../../../components/code-language-provider';
import type { SignedInPlanDocsAccess } from '../../../utils/decide-plan-docs-access';
import { AccessBanner } from './access-banner';
import { PlanDocsHeader } from './plan-docs-header';
import { PlanOverview } from './plan-overview';
import { GettingStartedSection } from './sections/getting-started-section';
import { PlanWebhooksSection } from './sections/plan-webhooks-section';
import { PlanWhiteLabelSection } from './sections/plan-white-label-section';
import { UpgradeCta } from './upgrade-cta';
import styles from './plan-docs-view.module.css';

interface Section {
  id: string;
  title: ReactNode;
  Content: ComponentType<{ plan: Plan }>;
}

const SECTIONS: readonly Section[] = [
  { id: 'getting-started', title: 'Getting Started', Content: GettingStartedSection },
  {
    id: 'authentication',
    title: 'Authentication API',
    Content: ({ plan }) => <EndpointList endpoints={authEndpoints(plan)} plan={plan} />,
  },
  {
    id: 'banking',
    title: 'Banking API',
    Content: ({ plan }) => <EndpointList endpoints={bankingEndpoints(plan)} plan={plan} />,
  },
  {
    id: `${ACCOUNTING_PARTNER.id}-integration`,
    title: `${ACCOUNTING_PARTNER.name} Integration API`,
    Content: ({ plan }) => <EndpointList endpoints={accountingEndpoints(plan)} plan={plan} />,
  },
  { id: 'webhooks', title: 'Webhooks', Content: PlanWebhooksSection },
  {
    id: 'white-label',
    title: <WhiteLabelTitle />,
    Content: PlanWhiteLabelSection,
  },
];

const SECTION_IDS = SECTIONS.map((section) => section.id);

function WhiteLabelTitle() {
  return (
    <span className={styles.titleWithBadge}>
      White Label API <span className={styles.badge}>Enterprise only</span>
    </span>
  );
}

interface Props {
  plan: Plan;
  access: SignedInPlanDocsAccess;
}

export function PlanDocsView({ plan, access }: Props) {
  const { isOpen, toggle } = useHashAccordion({ sectionIds: SECTION_IDS });
  return (
    <CodeLanguageProvider>
      <PlanDocsHeader plan={plan} />
      <AccessBanner plan={plan} access={access} />
      <PlanOverview plan={plan} />
      {SECTIONS.map(({ id, title, Content }) => (
        <Disclosure key={id} id={id} title={title} open={isOpen(id)} onToggle={() => toggle(id)}>
          <div className={prose.prose}>
            <Content plan={plan} />
          </div>
        </Disclosure>
      ))}
      <UpgradeCta plan={plan} />
    </CodeLanguageProvider>
  );
}
