import type { WhiteLabelDeployment, WhiteLabelDeploymentsResponse } from '@northvault/contracts/api';
import { API_PATHS } from '@northvault/contracts/routes';
import { isRecord, readJson } from '@northvault/ui/api-json';
import { httpStatusError } from '../../../utils/api-response';

/** GET /api/white-label/deployments: the organisation's deployments, newest first. */
export async function getWhiteLabelDeployments(signal?: AbortSignal): Promise<WhiteLabelDeployment[]> {
  const response = await fetch(API_PATHS.whiteLabelDeployments, { headers: { Accept: 'application/json' }, signal });
  const action = 'Failed to load the white-label deployments';
  if (!response.ok) throw httpStatusError(action, response);
  const body = (await readJson(response)) as WhiteLabelDeploymentsResponse | null;
  if (!isRecord(body) || !Array.isArray(body.deployments)) throw new Error(`${action}: the answer has no deployments`);
  return body.deployments;
}
