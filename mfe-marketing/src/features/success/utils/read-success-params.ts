import { resolvePlanId, type PlanId } from '@northvault/contracts/plans';

export interface SuccessParams {
  plan: PlanId;
  /** Empty when the link carries none. */
  name: string;
  /** Which payment to ask the server about; nothing here is shown unless the server confirms it. */
  transactionId: string;
}

/**
 * The query of `/success`. URLSearchParams has already decoded each value; an unknown or missing
 * plan falls back to Starter.
 */
export function readSuccessParams(params: URLSearchParams): SuccessParams {
  return {
    plan: resolvePlanId(params.get('plan')),
    name: params.get('name')?.trim() ?? '',
    transactionId: params.get('transactionId')?.trim() ?? '',
  };
}
