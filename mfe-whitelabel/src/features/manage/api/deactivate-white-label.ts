import type { WhiteLabelDeactivateResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { postAction } from '../../../utils/post-action';

/** POST /api/white-label/deactivate: the domain shows the Northvault site again. */
export function deactivateWhiteLabel() {
  return postAction<WhiteLabelDeactivateResponse>(API_PATHS.whiteLabelDeactivate);
}
