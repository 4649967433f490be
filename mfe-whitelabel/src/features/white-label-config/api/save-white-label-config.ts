import { API_PATHS } from '@northvault/contracts/routes';
import { clientErrorDetails, isRecord, readJson } from '../../../utils/api-response';
import type { SaveWhiteLabelConfigRequest } from '../utils/to-save-request';

export type SaveWhiteLabelConfigResult = { ok: true; id: string } | { ok: false; details: string[] };

/**
 * POST /api/white-label/config. Never throws: every failure comes back with the sentences the
 * server gave for it (which fields to fix), possibly none.
 */
export async function saveWhiteLabelConfig(request: SaveWhiteLabelConfigRequest): Promise<SaveWhiteLabelConfigResult> {
  let response: Response;
  try {
    response = await fetch(API_PATHS.whiteLabelConfig, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(request),
    });
  } catch {
    return { ok: false, details: [] };
  }
  const body = await readJson(response);
  if (response.ok && isRecord(body) && typeof body.id === 'string' && body.id !== '') {
    return { ok: true, id: body.id };
  }
  return { ok: false, details: clientErrorDetails(response, body) };
}
