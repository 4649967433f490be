import { useQuery } from '@tanstack/react-query';
import { WHITE_LABEL_QUERIES } from '../../../utils/white-label-queries';
import { getWhiteLabelAudit } from '../api/get-white-label-audit';
import { formatDeployedAt } from '../utils/format-deployed-at';
import { LoadState } from './load-state';
import styles from './manage-panel.module.css';

/** Saves, publishes, rollbacks, deactivations and domain changes: who, what and when, newest first. */
export function AuditLog() {
  const query = useQuery({
    queryKey: WHITE_LABEL_QUERIES.audit,
    queryFn: ({ signal }) => getWhiteLabelAudit(signal),
  });
  if (!query.isSuccess || query.isFetching) return <LoadState query={query} what="history" />;
  if (query.data.length === 0) return <p className={styles.note}>Nothing has happened yet.</p>;
  return (
    <ol className={styles.audit}>
      {query.data.map((entry) => (
        <li key={entry.id}>
          <time dateTime={entry.at}>{formatDeployedAt(entry.at)}</time> · {entry.account?.email ?? 'a deleted account'}:{' '}
          {entry.summary}
        </li>
      ))}
    </ol>
  );
}
