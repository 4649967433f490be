import type { DeployWhiteLabelRequest } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { errorSentence, postJson } from '@northvault/ui/api-json';

/** `reason`: the server's sentence for a refusal, when it gave one. */
export type DeployWhiteLabelResult = { ok: true } | { ok: false; reason: string | null };

/** POST /api/white-label/deploy. Only the ok status matters (SPEC section 7). Never throws. */
export async function deployWhiteLabel(request: DeployWhiteLabelRequest): Promise<DeployWhiteLabelResult> {
  const answer = await postJson(API_PATHS.whiteLabelDeploy, request);
  if (answer === null) return { ok: false, reason: null };
  if (answer.response.ok) return { ok: true };
  return { ok: false, reason: errorSentence(answer.body) || null };
}
