import type { WhiteLabelVersion, WhiteLabelVersionsResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { getJson } from '../../../utils/get-json';

/** GET /api/white-label/versions: every published version, newest first. */
export async function getWhiteLabelVersions(signal?: AbortSignal): Promise<WhiteLabelVersion[]> {
  const body = await getJson<WhiteLabelVersionsResponse>(
    API_PATHS.whiteLabelVersions,
    'versions',
    'Failed to load the white-label versions',
    signal,
  );
  return body.versions;
}
