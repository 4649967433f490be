import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { PUBLIC_API } from '@northvault/contracts/business';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { planApiDocsPath, ROUTES } from '@northvault/contracts/routes';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';
import { useSession } from '@northvault/session';
import { Disclosure } from '@northvault/ui/disclosure';
import { ApiFileLinks } from '../../../components/api-file-links';
import { DocsPageHeader } from '../../../components/docs-page';
import { DocsWithToc } from '../../../components/docs-toc';
import prose from '../../../components/prose.module.css';
import { useHashAccordion } from '../../../hooks/use-hash-accordion';
import { CodeLanguageProvider } from '../../../components/code-language-provider';
import { AccountingSyncSection } from './sections/accounting-sync-section';
import { AuthenticationSection } from './sections/authentication-section';
import { BankingSection } from './sections/banking-section';
import { OverviewSection } from './sections/overview-section';
import { WebhooksSection } from './sections/webhooks-section';
import { WhiteLabelSection } from './sections/white-label-section';

/** The footer links to `#banking` and `#xero-integration`: those ids are part of the site's contract. */
export const API_DOCS_SECTIONS: ReadonlyArray<{ id: string; title: string; Content: ComponentType }> = [
  { id: 'overview', title: 'Overview', Content: OverviewSection },
  { id: 'authentication', title: 'Authentication', Content: AuthenticationSection },
  { id: 'banking', title: 'Banking API', Content: BankingSection },
  {
    id: `${ACCOUNTING_PARTNER.id}-integration`,
    title: `${ACCOUNTING_PARTNER.name} Accounting Sync`,
    Content: AccountingSyncSection,
  },
  { id: 'webhooks', title: 'Webhooks', Content: WebhooksSection },
  { id: 'white-label', title: 'White-Label API', Content: WhiteLabelSection },
];

const SECTION_IDS = API_DOCS_SECTIONS.map((section) => section.id);
const TOC = API_DOCS_SECTIONS.map(({ id, title }) => ({ id, label: title }));

/**
 * The reference's title, what it covers, the links to each plan's own documentation, and the API to take away (the
 * OpenAPI document, the Postman collection, the changelog): public, like its section names.
 */
export function ApiDocsHeader() {
  const { planId } = useSession();
  return (
    <DocsPageHeader eyebrow="Developers" title="API Documentation" copyAsMarkdown>
      <div className={prose.prose}>
        <p className={prose.lead}>
          The complete reference of the Northvault REST API at <code>{PUBLIC_API.baseUrl}</code>: authentication,
          banking, {ACCOUNTING_PARTNER.name} accounting sync, webhooks and the white-label API, with request and
          response examples in curl and Node.js.
        </p>
      </div>
      <ul className={prose.links} aria-label="Related documentation">
        {planId && (
          <li>
            <Link to={planApiDocsPath(planId)}>Your plan’s API documentation</Link>
          </li>
        )}
        {PLAN_LIST.filter((plan) => plan.id !== planId).map((plan) => (
          <li key={plan.id}>
            <Link to={planApiDocsPath(plan.id)}>{plan.name} plan documentation</Link>
          </li>
        ))}
        <li>
          <Link to={ROUTES.documentation}>Installation guide</Link>
        </li>
      </ul>
      <ApiFileLinks />
    </DocsPageHeader>
  );
}

export function ApiDocsView() {
  const { isOpen, toggle } = useHashAccordion({ sectionIds: SECTION_IDS });
  return (
    <CodeLanguageProvider>
      <ApiDocsHeader />
      <DocsWithToc entries={TOC}>
        {API_DOCS_SECTIONS.map(({ id, title, Content }) => (
          <Disclosure key={id} id={id} title={title} open={isOpen(id)} onToggle={() => toggle(id)}>
            <div className={prose.prose}>
              <Content />
            </div>
          </Disclosure>
        ))}
      </DocsWithToc>
    </CodeLanguageProvider>
  );
}
