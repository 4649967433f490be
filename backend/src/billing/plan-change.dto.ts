import type { PlanChangeRequest } from '@northvault/contracts/api';
import { PLAN_IDS, type PlanId } from '@northvault/contracts/plans';
import { OptionalOneOf } from '../http/field-rules';

/** POST /api/billing/plan-change: one of the plans (a missing one is refused by the service, naming the field). */
export class PlanChangeDto implements PlanChangeRequest {
  @OptionalOneOf(PLAN_IDS)
  planId!: PlanId;
}
