import type { WhiteLabelRollbackResponse } from '@northvault/contracts/api';
import { whiteLabelRollbackPath } from '@northvault/contracts/routes';
import { postAction } from '../../../utils/post-action';

/** POST /api/white-label/versions/:id/rollback: puts that version live again. */
export function rollbackWhiteLabel(versionId: string) {
  return postAction<WhiteLabelRollbackResponse>(whiteLabelRollbackPath(versionId));
}
