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
import { DocsWithToc } from '../../../components/docs-toc';
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
  /** The section's name in the page's table of contents. */
  label: string;
  Content: ComponentType<{ plan: Plan }>;
}

/** Exported for the search index, which names each section by its label. */
export const PLAN_DOCS_SECTIONS: readonly Section[] = [
  { id: 'getting-started', title: 'Getting Started', label: 'Getting Started', Content: GettingStartedSection },
  {
    id: 'authentication',
    title: 'Authentication API',
    label: 'Authentication API',
    Content: ({ plan }) => <EndpointList endpoints={authEndpoints(plan)} plan={plan} />,
  },
  {
    id: 'banking',
    title: 'Banking API',
    label: 'Banking API',
    Content: ({ plan }) => <EndpointList endpoints={bankingEndpoints(plan)} plan={plan} />,
  },
  {
    id: `${ACCOUNTING_PARTNER.id}-integration`,
    title: `${ACCOUNTING_PARTNER.name} Integration API`,
    label: `${ACCOUNTING_PARTNER.name} Integration API`,
    Content: ({ plan }) => <EndpointList endpoints={accountingEndpoints(plan)} plan={plan} />,
  },
  { id: 'webhooks', title: 'Webhooks', label: 'Webhooks', Content: PlanWebhooksSection },
  {
    id: 'white-label',
    title: <WhiteLabelTitle />,
    label: 'White Label API',
    Content: PlanWhiteLabelSection,
  },
];

const SECTION_IDS = PLAN_DOCS_SECTIONS.map((section) => section.id);
const TOC = PLAN_DOCS_SECTIONS.map(({ id, label }) => ({ id, label }));

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
      <DocsWithToc entries={TOC}>
        {PLAN_DOCS_SECTIONS.map(({ id, title, Content }) => (
          <Disclosure key={id} id={id} title={title} open={isOpen(id)} onToggle={() => toggle(id)}>
            <div className={prose.prose}>
              <Content plan={plan} />
            </div>
          </Disclosure>
        ))}
        <UpgradeCta plan={plan} />
      </DocsWithToc>
    </CodeLanguageProvider>
  );
}
