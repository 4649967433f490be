import { resolvePlanId, type PlanId } from '@northvault/contracts/plans';

export interface SuccessDetails {
  plan: PlanId;
  /** Empty when the link carries none. */
  name: string;
  email: string;
  transactionId: string;
}

/**
 * The query of `/success` (SPEC section 2). URLSearchParams has already decoded each value;
 * an unknown or missing plan falls back to Starter.
 */
export function readSuccessParams(params: URLSearchParams): SuccessDetails {
  return {
    plan: resolvePlanId(params.get('plan')),
    name: params.get('name')?.trim() ?? '',
    email: params.get('email')?.trim() ?? '',
    transactionId: params.get('transactionId')?.trim() ?? '',
  };
}
