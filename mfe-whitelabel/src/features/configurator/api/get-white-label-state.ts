import type { WhiteLabelConfigResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { getJson } from '../../../utils/get-json';

/** GET /api/white-label/config: the saved draft, the live version and the draft domain's verification. */
export function getWhiteLabelState(signal?: AbortSignal): Promise<WhiteLabelConfigResponse> {
  return getJson(API_PATHS.whiteLabelConfig, 'config', 'Failed to load the white-label configuration', signal);
}
