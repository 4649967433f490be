import type { DeployWhiteLabelRequest, DeployWhiteLabelResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { postAction } from '../../../utils/post-action';

/** POST /api/white-label/deploy: publishes the saved draft as a new version. */
export function deployWhiteLabel(request: DeployWhiteLabelRequest) {
  return postAction<DeployWhiteLabelResponse>(API_PATHS.whiteLabelDeploy, request);
}
