import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalText, RequiredEmail, RequiredSecret } from '../../http/field-rules';

const limits = TEXT_LIMITS.sandboxLogin;

/** POST /v1/auth/login (docs/product/api.md#sandbox). */
export class LoginDto {
  @RequiredEmail({ maxLength: limits.email })
  email: string;

  @RequiredSecret({ maxLength: limits.password })
  password: string;

  @OptionalText({ maxLength: limits.organization })
  organization?: string;
}
