import {
  grants,
  PERMISSION_REQUIRED_MESSAGES,
  PERMISSIONS,
  planGrants,
  plansGranting,
  plansGrantingLabel,
} from './permissions';
import { isUpgrade, nextPlanUp, PLAN_IDS, PLAN_LIST } from './plans';
import { SANDBOX_MESSAGES } from './sandbox';

describe('the grants table', () => {
  // What each plan may do, as docs/product/plans.md and docs/product/roles.md list it.
  it.each([
    ['starter', ['accounts:read', 'transactions:read', 'transactions:write', 'xero:read', 'webhooks:manage']],
    [
      'business',
      [
        'accounts:read',
        'accounts:write',
        'transactions:read',
        'transactions:write',
        'transactions:bulk',
        'xero:read',
        'xero:sync',
        'webhooks:manage',
        'webhooks:account_events',
      ],
    ],
    ['enterprise', PERMISSIONS.filter((permission) => permission !== 'support:agent')],
  ] as const)('grants %s exactly %j', (planId, granted) => {
    expect(PERMISSIONS.filter((permission) => planGrants(planId, permission))).toEqual(granted);
  });

  it('grants nothing without a plan, and nothing to nobody', () => {
    for (const permission of PERMISSIONS) {
      expect(planGrants(null, permission)).toBe(false);
      expect(planGrants(undefined, permission)).toBe(false);
      expect(grants(null, permission)).toBe(false);
      expect(grants({ planId: null, roles: [] }, permission)).toBe(false);
    }
  });

  it('answers for a subject what its plan answers', () => {
    for (const planId of PLAN_IDS) {
      for (const permission of PERMISSIONS) {
        expect(grants({ planId, roles: [] }, permission)).toBe(planGrants(planId, permission));
      }
    }
  });

  it('gives every higher plan what the plan below has', () => {
    for (const [lower, higher] of [PLAN_IDS.slice(0, 2), PLAN_IDS.slice(1, 3)] as const) {
      for (const permission of PERMISSIONS.filter((p) => planGrants(lower, p))) {
        expect(planGrants(higher, permission)).toBe(true);
      }
    }
  });

  it('names the plans that grant a permission', () => {
    expect(plansGranting('accounts:write').map((plan) => plan.id)).toEqual(['business', 'enterprise']);
    expect(plansGrantingLabel('accounts:read')).toBe('All plans');
    expect(plansGrantingLabel(undefined)).toBe('All plans');
    expect(plansGrantingLabel('xero:sync')).toBe('Business and Enterprise');
    expect(plansGrantingLabel('custom_fields')).toBe('Enterprise only');
  });
});

describe('the 403 sentences', () => {
  it('refuse what Starter lacks with the documented API sentences', () => {
    expect(PERMISSION_REQUIRED_MESSAGES['accounts:write']).toBe(SANDBOX_MESSAGES.starterCannotCreateAccounts);
    expect(PERMISSION_REQUIRED_MESSAGES['transactions:bulk']).toBe(SANDBOX_MESSAGES.starterCannotBulk);
    expect(PERMISSION_REQUIRED_MESSAGES['xero:sync']).toBe(SANDBOX_MESSAGES.starterCannotSync);
    expect(PERMISSION_REQUIRED_MESSAGES.custom_fields).toBe(
      'Custom fields are part of the Enterprise plan. Upgrade to Enterprise to send them.',
    );
    expect(PERMISSION_REQUIRED_MESSAGES['white_label:manage']).toBe(
      'The White-Label API is part of the Enterprise plan. Upgrade to Enterprise to call it.',
    );
  });

  it('name every plan that brings a permission some plans lack, and every plan for the others', () => {
    for (const permission of PERMISSIONS) {
      const sentence = PERMISSION_REQUIRED_MESSAGES[permission];
      const granting = plansGranting(permission);
      if (granting.length === PLAN_LIST.length) {
        expect(sentence).toContain('every Northvault plan');
      } else {
        for (const plan of granting) expect(sentence).toContain(plan.name);
      }
    }
  });
});

describe('the support-agent role', () => {
  it('grants support:agent to its holders whatever their plan, and no plan grants it', () => {
    expect(plansGranting('support:agent')).toEqual([]);
    for (const planId of [null, ...PLAN_IDS]) {
      expect(grants({ planId, roles: [] }, 'support:agent')).toBe(false);
      expect(grants({ planId, roles: ['support-agent'] }, 'support:agent')).toBe(true);
    }
    expect(grants({ planId: null, roles: ['support-agent'] }, 'accounts:read')).toBe(false);
  });
});

describe('plan order outside the grants', () => {
  it('tells an upgrade from a downgrade, and the plan one rank up', () => {
    expect(isUpgrade('starter', 'business')).toBe(true);
    expect(isUpgrade('enterprise', 'business')).toBe(false);
    expect(isUpgrade('business', 'business')).toBe(false);
    expect(nextPlanUp('starter')?.id).toBe('business');
    expect(nextPlanUp('business')?.id).toBe('enterprise');
    expect(nextPlanUp('enterprise')).toBeNull();
  });
});
