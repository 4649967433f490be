import type { VerifyDomainResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { postAction } from '../../../utils/post-action';

/** POST /api/white-label/domain/verify: looks up the draft domain's TXT record. */
export function verifyDomain() {
  return postAction<VerifyDomainResponse>(API_PATHS.whiteLabelVerifyDomain);
}
