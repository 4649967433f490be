import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { RequiredText } from '../../http/field-rules';

/** POST /v1/white-label/deploy (docs/product/api.md#white-label), in the documented API's property names. */
export class DeployWhiteLabelDto {
  @RequiredText({ maxLength: TEXT_LIMITS.whiteLabel.configId })
  config_id: string;
}
