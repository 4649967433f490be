import type { DeployWhiteLabelRequest } from '@northvault/contracts/api';
import { RequiredText } from '../http/field-rules';

export class DeployWhiteLabelDto implements DeployWhiteLabelRequest {
  @RequiredText()
  configId: string;
}
