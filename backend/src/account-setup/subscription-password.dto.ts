import type { SubscriptionPasswordRequest } from '@northvault/contracts/sandbox';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { RequiredSecret } from '../http/field-rules';

/** POST /api/account/subscription-password. Length and strength are checked by the service, which knows the account. */
export class SubscriptionPasswordDto implements SubscriptionPasswordRequest {
  @RequiredSecret({ maxLength: TEXT_LIMITS.accountSetup.password })
  password: string;
}
