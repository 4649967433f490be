import type { DeployWhiteLabelRequest } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { isRecord, readJson } from '../../../utils/api-response';

/** `reason`: the server's sentence for a refusal, when it gave one. */
export type DeployWhiteLabelResult = { ok: true } | { ok: false; reason: string | null };

/** POST /api/white-label/deploy. Only the ok status matters (SPEC section 7). Never throws. */
export async function deployWhiteLabel(request: DeployWhiteLabelRequest): Promise<DeployWhiteLabelResult> {
  let response: Response;
  try {
    response = await fetch(API_PATHS.whiteLabelDeploy, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, reason: null };
  }
  if (response.ok) return { ok: true };
  const body = await readJson(response);
  return { ok: false, reason: isRecord(body) && typeof body.error === 'string' ? body.error.trim() : null };
}
