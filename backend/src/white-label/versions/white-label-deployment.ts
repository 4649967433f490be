import { isoSeconds } from '../../common/iso-seconds';

/** A version live on its domain, in the documented API's words (snake_case, seconds). */
export interface WhiteLabelDeployment {
  id: string;
  config_id: string;
  number: number;
  domain: string;
  status: 'live';
  published_at: string;
}

/** The webhook event raised when a deploy puts a new version live (docs/product/api.md#webhooks). */
export const DEPLOYED_EVENT = 'white_label.deployed';

/**
 * A published version as `POST /white-label/deploy` answers it and `white_label.deployed` carries
 * it: the version live on its domain.
 */
export function deploymentBody(
  version: { id: string; number: number; domain: string; publishedAt: Date },
  configId: string,
): WhiteLabelDeployment {
  return {
    id: version.id,
    config_id: configId,
    number: version.number,
    domain: version.domain,
    status: 'live',
    published_at: isoSeconds(version.publishedAt),
  };
}
