import { API_PATHS } from '@northvault/contracts/routes';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import { fieldSentences, isRecord, postJson } from '@northvault/ui/api-json';
import { clientErrorDetails } from '../../../utils/api-response';
import type { SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

export type SaveWhiteLabelConfigResult =
  | { ok: true; id: string }
  /**
   * `message` heads the failure; `details` are the server's sentences under it, and `fields` the
   * sentence for each field it refused, by key.
   */
  | { ok: false; message: string; details: string[]; fields: Record<string, string> };

/**
 * POST /api/white-label/config. Never throws: every failure comes back with the sentences the
 * server gave for it (which fields to fix), possibly none. A refusal that names fields is not
 * something to try again (docs/product/messages.md#white-label-messages): it says to correct them.
 */
export async function saveWhiteLabelConfig(request: SaveWhiteLabelConfigRequest): Promise<SaveWhiteLabelConfigResult> {
  const answer = await postJson(API_PATHS.whiteLabelConfig, request);
  if (answer.response === null) {
    return { ok: false, message: WHITE_LABEL_MESSAGES.saveFailed, details: [], fields: {} };
  }
  const { response, body } = answer;
  if (response.ok && isRecord(body) && typeof body.id === 'string' && body.id !== '') {
    return { ok: true, id: body.id };
  }
  const fields = response.status === 400 ? fieldSentences(body) : {};
  const refusedFields = Object.keys(fields).length > 0;
  return {
    ok: false,
    message: refusedFields ? WHITE_LABEL_MESSAGES.saveRefused : WHITE_LABEL_MESSAGES.saveFailed,
    details: clientErrorDetails(response, body),
    fields,
  };
}
