/**
 * What a plan lets its holder do. The browser decides what to show with `planGrants`, and the
 * server enforces the same answer on every route that needs a permission: neither compares plan
 * names. The permissions are the ones the sample docs put in a token's scope.
 */
import { PLANS, type Permission, type PlanId } from './plans';
import { WHITE_LABEL_MESSAGES } from './white-label';

export type { Permission } from './plans';

export const PERMISSIONS: readonly Permission[] = ['read:basic', 'read:premium', 'manage:white_label'];

/** Whether the plan (or no plan: `null`) grants the permission. */
export function planGrants(planId: PlanId | null | undefined, permission: Permission): boolean {
  return planId != null && PLANS[planId].permissions.includes(permission);
}

/** The 403 sentence for a route that needs the permission, naming the plan that brings it. */
export const PERMISSION_REQUIRED_MESSAGES: Readonly<Record<Permission, string>> = {
  'read:basic': 'This needs an active Northvault plan. Choose a plan to continue.',
  'read:premium': 'This is part of the Business and Enterprise plans. Upgrade to continue.',
  'manage:white_label': WHITE_LABEL_MESSAGES.enterpriseRequired,
};
