import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { Disclosure } from '@northvault/ui/disclosure';
import { DocsPageHeader } from '../../../components/docs-page';
import { DocsWithToc } from '../../../components/docs-toc';
import prose from '../../../components/prose.module.css';
import { useHashAccordion } from '../../../hooks/use-hash-accordion';
import { CodeLanguageProvider } from '../../../components/code-language-provider';
import { ApiIntegrationSection } from '../content/api-integration-section';
import { InstallationSection, WHITE_LABEL_ANCHOR } from '../content/installation-section';
import { IntroductionSection } from '../content/introduction-section';
import { PrerequisitesSection } from '../content/prerequisites-section';
import { SecuritySection } from '../content/security-section';
import { SupportSection } from '../content/support-section';
import styles from './documentation-view.module.css';

/**
 * The six sections of the installation guide (docs/product/routes.md#installation-documentation); the footer
 * links to `#security` and `#white-label`.
 */
export const DOCUMENTATION_SECTIONS: ReadonlyArray<{ id: string; title: string; Content: ComponentType }> = [
  { id: 'introduction', title: 'Introduction', Content: IntroductionSection },
  { id: 'prerequisites', title: 'Prerequisites', Content: PrerequisitesSection },
  { id: 'installation', title: 'Installation', Content: InstallationSection },
  { id: 'security', title: 'Security', Content: SecuritySection },
  { id: 'api-integration', title: 'API Integration and Plan Limits', Content: ApiIntegrationSection },
  { id: 'support', title: 'Support', Content: SupportSection },
];

const SECTION_IDS = DOCUMENTATION_SECTIONS.map((section) => section.id);
const TOC = DOCUMENTATION_SECTIONS.map(({ id, title }) => ({ id, label: title }));
const NESTED_ANCHORS = { [WHITE_LABEL_ANCHOR]: 'installation' };

export function DocumentationView() {
  const { isOpen, toggle } = useHashAccordion({ sectionIds: SECTION_IDS, nestedAnchors: NESTED_ANCHORS });
  return (
    <CodeLanguageProvider>
      <nav aria-label="Documentation" className={styles.topLinks}>
        <Link to={ROUTES.home}>
          <span aria-hidden="true">← </span>Back to home
        </Link>
        <Link to={ROUTES.apiDocs}>
          API Documentation<span aria-hidden="true"> →</span>
        </Link>
      </nav>
      <DocsPageHeader eyebrow="Getting started" title="Documentation" copyAsMarkdown>
        <p className={prose.lead}>
          Everything you need to go from a new Northvault subscription to a live integration: credentials, your first
          call, security practice and the limits of your plan.
        </p>
      </DocsPageHeader>
      <DocsWithToc entries={TOC}>
        {DOCUMENTATION_SECTIONS.map(({ id, title, Content }) => (
          <Disclosure key={id} id={id} title={title} open={isOpen(id)} onToggle={() => toggle(id)}>
            <div className={prose.prose}>
              <Content />
            </div>
          </Disclosure>
        ))}
        <p className={styles.next}>
          Ready to build? <Link to={ROUTES.apiDocs}>Open the API documentation</Link> for every endpoint, with request
          and response examples.
        </p>
      </DocsWithToc>
    </CodeLanguageProvider>
  );
}
