import { PERMISSIONS, planGrants } from './permissions';
import { PLAN_IDS } from './plans';

describe('planGrants', () => {
  it.each([
    ['starter', ['read:basic']],
    ['business', ['read:basic', 'read:premium']],
    ['enterprise', ['read:basic', 'read:premium', 'manage:white_label']],
  ] as const)('grants %s exactly %j', (planId, granted) => {
    expect(PERMISSIONS.filter((permission) => planGrants(planId, permission))).toEqual(granted);
  });

  it('grants nothing without a plan', () => {
    for (const permission of PERMISSIONS) {
      expect(planGrants(null, permission)).toBe(false);
      expect(planGrants(undefined, permission)).toBe(false);
    }
  });

  it('gives every higher plan what the plan below has', () => {
    for (const [lower, higher] of [PLAN_IDS.slice(0, 2), PLAN_IDS.slice(1, 3)] as const) {
      for (const permission of PERMISSIONS.filter((p) => planGrants(lower, p))) {
        expect(planGrants(higher, permission)).toBe(true);
      }
    }
  });
});
