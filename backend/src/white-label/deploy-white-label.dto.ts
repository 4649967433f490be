import type { DeployWhiteLabelRequest } from '@northvault/contracts/api';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { RequiredText } from '../http/field-rules';

export class DeployWhiteLabelDto implements DeployWhiteLabelRequest {
  @RequiredText({ maxLength: TEXT_LIMITS.whiteLabel.configId })
  configId: string;
}
