import type { WhiteLabelConfigResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { isRecord, readJson } from '@northvault/ui/api-json';
import { httpStatusError } from '../../../utils/api-response';

/** GET /api/white-label/config: the organisation's saved configuration, or `null` before the first save. */
export async function getWhiteLabelConfig(signal?: AbortSignal): Promise<WhiteLabelConfig | null> {
  const response = await fetch(API_PATHS.whiteLabelConfig, { headers: { Accept: 'application/json' }, signal });
  const action = 'Failed to load the white-label configuration';
  if (!response.ok) throw httpStatusError(action, response);
  const body = (await readJson(response)) as WhiteLabelConfigResponse | null;
  if (!isRecord(body) || !('config' in body)) throw new Error(`${action}: the answer has no config field`);
  return isRecord(body.config) ? body.config : null;
}
