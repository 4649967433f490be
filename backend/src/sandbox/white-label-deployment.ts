import { isoSeconds } from './iso-seconds';
import type { WhiteLabelDeploymentBody } from './sandbox-responses';

/** The webhook event raised when a deploy puts a new version live (docs/product/api.md#webhooks). */
export const DEPLOYED_EVENT = 'white_label.deployed';

/**
 * A published version as `POST /white-label/deploy` answers it and `white_label.deployed` carries
 * it: the version live on its domain.
 */
export function deploymentBody(
  version: { id: string; number: number; domain: string; publishedAt: Date },
  configId: string,
): WhiteLabelDeploymentBody {
  return {
    id: version.id,
    config_id: configId,
    number: version.number,
    domain: version.domain,
    status: 'live',
    published_at: isoSeconds(version.publishedAt),
  };
}
