import { Link } from 'react-router-dom';
import { LEGAL_TERMS } from '@northvault/contracts/business';
import { ContentBlocks } from '../../../components/content-blocks';
import type { LegalDocument } from '../types/legal-document';
import styles from './legal-document-view.module.css';

interface Props {
  document: LegalDocument;
  /** The other legal document, which this one refers to. */
  companion: { to: string; label: string };
}

/** A legal document: dates, a summary, a table of contents, then every section with its anchor. */
export function LegalDocumentView({ document, companion }: Props) {
  // A fixed id, not useId(): the page is prerendered on its own and hydrated inside the shell, where useId() differs.
  const id = 'legal';
  return (
    <article className={styles.document}>
      <header className={styles.header}>
        <h1 className={styles.title}>{document.title}</h1>
        <p className={styles.dates}>
          <span>Last updated: {LEGAL_TERMS.lastUpdated}</span>
          <span>Effective date: {LEGAL_TERMS.effectiveDate}</span>
        </p>
      </header>

      <section className={styles.summary} aria-labelledby={`${id}-summary`}>
        <h2 id={`${id}-summary`} className={styles.summaryHeading}>
          In short
        </h2>
        <ul>
          {document.summary.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className={styles.companion}>
          Read it together with our <Link to={companion.to}>{companion.label}</Link>.
        </p>
      </section>

      <nav className={styles.contents} aria-labelledby={`${id}-contents`}>
        <h2 id={`${id}-contents`} className={styles.contentsHeading}>
          Contents
        </h2>
        <ol className={styles.contentsList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${id}-${section.id}`}>
          <h2 id={`${id}-${section.id}`} className={styles.sectionHeading}>
            {section.title}
          </h2>
          <ContentBlocks blocks={section.content} headingLevel={3} />
        </section>
      ))}
    </article>
  );
}
