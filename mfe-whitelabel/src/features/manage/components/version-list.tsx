import { useQuery } from '@tanstack/react-query';
import type { WhiteLabelVersion } from '@northvault/contracts/api';
import { BRAND_FIELD_LABELS, WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import buttons from '../../../components/buttons.module.css';
import { WHITE_LABEL_QUERIES } from '../../../utils/white-label-queries';
import { getWhiteLabelVersions } from '../api/get-white-label-versions';
import { rollbackWhiteLabel } from '../api/rollback-white-label';
import type { usePlatformAction } from '../hooks/use-platform-action';
import { formatDeployedAt } from '../utils/format-deployed-at';
import { LoadState } from './load-state';
import styles from './manage-panel.module.css';

interface Props {
  actions: ReturnType<typeof usePlatformAction>;
}

function Changes({ version }: { version: WhiteLabelVersion }) {
  if (version.number === 1) return <p className={styles.meta}>First version.</p>;
  if (version.changes.length === 0) return <p className={styles.meta}>Same brand as version {version.number - 1}.</p>;
  return (
    <ul className={styles.changes} aria-label={`Changes in version ${version.number}`}>
      {version.changes.map((change) => (
        <li key={change.field}>
          {BRAND_FIELD_LABELS[change.field]}: {change.before || '(empty)'} → {change.after || '(empty)'}
        </li>
      ))}
    </ul>
  );
}

/** Every published version, newest first: who published it, when, what changed, and `Roll back`. */
export function VersionList({ actions }: Props) {
  const query = useQuery({
    queryKey: WHITE_LABEL_QUERIES.versions,
    queryFn: ({ signal }) => getWhiteLabelVersions(signal),
  });

  if (!query.isSuccess || query.isFetching) return <LoadState query={query} what="versions" />;
  if (query.data.length === 0) {
    return <p className={styles.note}>No versions yet. Deploy your platform from the Deploy tab.</p>;
  }
  return (
    <ol className={styles.deployments}>
      {query.data.map((version) => (
        <li key={version.id} className={styles.deployment}>
          <span className={styles.domain}>Version {version.number}</span>
          {version.live && <span className={`${styles.badge} ${styles.active}`}>Live</span>}
          <span className={styles.meta}>
            Published <time dateTime={version.publishedAt}>{formatDeployedAt(version.publishedAt)}</time> by{' '}
            {version.publishedBy?.email ?? 'a deleted account'} on {version.brand.domain}
          </span>
          <Changes version={version} />
          {!version.live && (
            <button
              type="button"
              className={buttons.secondary}
              disabled={actions.pending !== null}
              onClick={() =>
                void actions.run(version.id, () => rollbackWhiteLabel(version.id), WHITE_LABEL_MESSAGES.rolledBack)
              }
            >
              {actions.pending === version.id ? 'Rolling back…' : `Roll back to version ${version.number}`}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
