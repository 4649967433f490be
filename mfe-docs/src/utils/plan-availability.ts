import { PLAN_LIST, planRank, type Plan, type PlanId } from '@northvault/contracts/plans';

/** `Business and Enterprise`, `Enterprise only`, `All plans`: who may use something from `minPlan` up. */
export function plansFrom(minPlan: PlanId | undefined): string {
  const names = PLAN_LIST.filter((plan) => !minPlan || planRank(plan.id) >= planRank(minPlan)).map((p) => p.name);
  if (names.length === PLAN_LIST.length) return 'All plans';
  if (names.length === 1) return `${names[0]} only`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function planIncludes(plan: Plan, minPlan: PlanId | undefined): boolean {
  return !minPlan || planRank(plan.id) >= planRank(minPlan);
}
