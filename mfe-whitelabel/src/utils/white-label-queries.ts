/**
 * The keys of the admin's server reads in its query client. Everything the server holds sits under
 * `WHITE_LABEL_QUERY`; a change on the server (deploy, rollback, deactivation, verification) marks the
 * lists stale, so the ones shown load again and the others load when next shown.
 */
export const WHITE_LABEL_QUERY = ['white-label'] as const;

export const WHITE_LABEL_QUERIES = {
  state: [...WHITE_LABEL_QUERY, 'state'],
  versions: [...WHITE_LABEL_QUERY, 'versions'],
  audit: [...WHITE_LABEL_QUERY, 'audit'],
} as const;
