import type { CancelSubscriptionRequest } from '@northvault/contracts/api';
import { CANCELLATION_REASON_IDS, type CancellationReason } from '@northvault/contracts/billing';
import { OptionalOneOf } from '../http/field-rules';

/** POST /api/billing/cancel: the reason is optional and one of the contract's list. */
export class CancelSubscriptionDto implements CancelSubscriptionRequest {
  @OptionalOneOf(CANCELLATION_REASON_IDS)
  reason?: CancellationReason;
}
