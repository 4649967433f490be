/**
 * The one permission model (docs/decisions/0010-one-permission-model.md). A subject (who asks) holds a plan
 * and, later, roles; each grants named permissions. The browser decides what to show with `planGrants`, the
 * server refuses a route whose declared permission `grants` denies, and both read the same table: nothing
 * outside the contracts compares plan names or ranks.
 */
import { PLAN_LIST, PLANS, type Permission, type Plan, type PlanId } from './plans';
import { SANDBOX_MESSAGES } from './sandbox';

export { PERMISSIONS } from './plans';
export type { Permission } from './plans';

/**
 * Permissions a role grants whatever the plan. `support-agent`: a signed-in user whose verified email the
 * server's SUPPORT_AGENT_EMAILS lists works the support desk.
 */
export const ROLE_GRANTS = {
  'support-agent': ['support:agent'],
} as const satisfies Readonly<Record<string, readonly Permission[]>>;
export type Role = keyof typeof ROLE_GRANTS;

/** Who asks: the plan of their subscription (`null`: none) and the roles they hold besides. */
export interface Subject {
  planId: PlanId | null | undefined;
  roles?: readonly Role[];
}

/** Whether the subject's plan or one of its roles grants the permission. */
export function grants(subject: Subject | null | undefined, permission: Permission): boolean {
  if (!subject) return false;
  if (subject.planId != null && PLANS[subject.planId].permissions.includes(permission)) return true;
  const roleGrants: Readonly<Record<string, readonly Permission[]>> = ROLE_GRANTS;
  return (subject.roles ?? []).some((role) => roleGrants[role]?.includes(permission) ?? false);
}

/** Whether the plan (or no plan: `null`) grants the permission. */
export function planGrants(planId: PlanId | null | undefined, permission: Permission): boolean {
  return grants({ planId }, permission);
}

/** The plans that grant the permission, in the catalogue's order. */
export function plansGranting(permission: Permission): Plan[] {
  return PLAN_LIST.filter((plan) => planGrants(plan.id, permission));
}

/** `Business and Enterprise`, `Enterprise only`, `All plans`: who may use what the permission allows. */
export function plansGrantingLabel(permission: Permission | undefined): string {
  const names = (permission ? plansGranting(permission) : PLAN_LIST).map((plan) => plan.name);
  if (names.length === PLAN_LIST.length) return 'All plans';
  if (names.length === 1) return `${names[0]} only`;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** The desk's 403: the support desk is for Northvault's support agents, whatever the plan. */
export const SUPPORT_AGENT_REQUIRED = 'The support desk is for Northvault support agents only.';

const EVERY_PLAN = (what: string) => `${what} is part of every Northvault plan. Choose a plan to continue.`;

/**
 * The 403 sentence of each permission, naming the plans that bring it: the site's routes and the documented
 * API (as `plan_upgrade_required`) answer it when the caller's plan does not grant what the route declares.
 */
export const PERMISSION_REQUIRED_MESSAGES: Readonly<Record<Permission, string>> = {
  'accounts:read': EVERY_PLAN('Reading accounts'),
  'accounts:write': SANDBOX_MESSAGES.starterCannotCreateAccounts,
  'transactions:read': EVERY_PLAN('Reading transactions'),
  'transactions:write': EVERY_PLAN('Posting transactions'),
  'transactions:bulk': SANDBOX_MESSAGES.starterCannotBulk,
  'xero:read': EVERY_PLAN('Reading Xero data'),
  'xero:sync': SANDBOX_MESSAGES.starterCannotSync,
  'webhooks:manage': EVERY_PLAN('Registering webhook endpoints'),
  'webhooks:account_events':
    'Account events (account.updated, user.created) are part of the Business and Enterprise plans. Upgrade to receive them.',
  custom_fields: SANDBOX_MESSAGES.customFieldsEnterpriseOnly,
  'white_label:manage': SANDBOX_MESSAGES.whiteLabelEnterpriseOnly,
  'support:agent': SUPPORT_AGENT_REQUIRED,
};
