import { API_CHANGES, type ApiChange } from '../../../content/api-changelog';
import { ApiFileLinks } from '../../../components/api-file-links';
import { DocsPageHeader } from '../../../components/docs-page';
import { InlineMarkup } from '../../../components/inline-markup';
import prose from '../../../components/prose.module.css';
import styles from './api-changelog.module.css';

/** `2026-11-27` → `27 November 2026`, the same on the server that writes the twin and in every browser. */
export function changeDate(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

function ChangeEntry({ change }: { change: ApiChange }) {
  return (
    <article id={change.id} className={styles.entry} aria-labelledby={`${change.id}-title`}>
      <p className={styles.date}>
        <time dateTime={change.date}>{changeDate(change.date)}</time>
      </p>
      <h2 id={`${change.id}-title`} className={styles.title}>
        {change.title}
      </h2>
      <p>
        <InlineMarkup text={change.summary} />
      </p>
      <ul>
        {change.details.map((detail) => (
          <li key={detail}>
            <InlineMarkup text={detail} />
          </li>
        ))}
      </ul>
    </article>
  );
}

/** The header of /api-docs/changelog: what it is and how to follow it (public, like the whole page). */
export function ApiChangelogHeader() {
  return (
    <DocsPageHeader eyebrow="Developers" title="API Changelog" copyAsMarkdown>
      <div className={prose.prose}>
        <p className={prose.lead}>
          What changed in the Northvault API, newest first, dated by the day it reached the sandbox. Follow it with the
          Atom feed, or take the API with you as an OpenAPI document or a Postman collection.
        </p>
      </div>
      <ApiFileLinks changelog="feed" />
    </DocsPageHeader>
  );
}

export function ApiChangelogView() {
  return (
    <>
      <ApiChangelogHeader />
      <div className={prose.prose}>
        {API_CHANGES.map((change) => (
          <ChangeEntry key={change.id} change={change} />
        ))}
      </div>
    </>
  );
}
