import { API_PATHS } from '@northvault/contracts/routes';
import { isRecord, postJson } from '@northvault/ui/api-json';
import { clientErrorDetails } from '../../../utils/api-response';
import type { SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

export type SaveWhiteLabelConfigResult = { ok: true; id: string } | { ok: false; details: string[] };

/**
 * POST /api/white-label/config. Never throws: every failure comes back with the sentences the
 * server gave for it (which fields to fix), possibly none.
 */
export async function saveWhiteLabelConfig(request: SaveWhiteLabelConfigRequest): Promise<SaveWhiteLabelConfigResult> {
  const answer = await postJson(API_PATHS.whiteLabelConfig, request);
  if (answer.response === null) return { ok: false, details: [] };
  const { response, body } = answer;
  if (response.ok && isRecord(body) && typeof body.id === 'string' && body.id !== '') {
    return { ok: true, id: body.id };
  }
  return { ok: false, details: clientErrorDetails(response, body) };
}
