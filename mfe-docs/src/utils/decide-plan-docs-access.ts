import { PLANS, resolvePlanId, type Plan, type PlanId } from '@northvault/contracts/plans';

export type PlanDocsAccess =
  /** The first user fetch has not finished: show nothing yet. */
  | { status: 'pending' }
  | { status: 'sign-in-required' }
  | { status: 'granted' }
  | { status: 'upgrade-required'; currentPlanId: PlanId }
  | { status: 'subscription-required' };

/** What a signed-in reader's banner shows. */
export type SignedInPlanDocsAccess = Exclude<PlanDocsAccess, { status: 'pending' } | { status: 'sign-in-required' }>;

export interface PlanDocsSession {
  isPending: boolean;
  signedIn: boolean;
  /** The plan of the active subscription, or null. */
  planId: PlanId | null;
}

/**
 * Which plan a `/api-docs/:planId` page documents and what its reader may see
 * (docs/product/roles.md#plan-documentation-access): an unknown plan id falls back to Starter, and access is
 * granted only when the reader's plan matches the page's plan exactly. The server enforces access to the API
 * itself; this only chooses the banner.
 */
export function decidePlanDocsAccess(
  requestedPlanId: string | undefined,
  session: PlanDocsSession,
): { plan: Plan; access: PlanDocsAccess } {
  const plan = PLANS[resolvePlanId(requestedPlanId)];
  return { plan, access: accessTo(plan.id, session) };
}

function accessTo(planId: PlanId, session: PlanDocsSession): PlanDocsAccess {
  if (session.isPending) return { status: 'pending' };
  if (!session.signedIn) return { status: 'sign-in-required' };
  if (session.planId === null) return { status: 'subscription-required' };
  if (session.planId === planId) return { status: 'granted' };
  return { status: 'upgrade-required', currentPlanId: session.planId };
}
