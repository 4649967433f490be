import type { WhiteLabelAuditEntry, WhiteLabelAuditResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { getJson } from '../../../utils/get-json';

/** GET /api/white-label/audit: who changed what, newest first. */
export async function getWhiteLabelAudit(signal?: AbortSignal): Promise<WhiteLabelAuditEntry[]> {
  const body = await getJson<WhiteLabelAuditResponse>(
    API_PATHS.whiteLabelAudit,
    'entries',
    'Failed to load the white-label audit log',
    signal,
  );
  return body.entries;
}
