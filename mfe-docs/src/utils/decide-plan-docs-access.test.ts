import { decidePlanDocsAccess, type PlanDocsSession } from './decide-plan-docs-access';

const signedIn = (planId: PlanDocsSession['planId']): PlanDocsSession => ({ isPending: false, signedIn: true, planId });

describe('decidePlanDocsAccess', () => {
  it('grants access when the subscribed plan matches the page', () => {
    expect(decidePlanDocsAccess('business', signedIn('business'))).toMatchObject({
      plan: { id: 'business' },
      access: { status: 'granted' },
    });
  });

  it('asks for an upgrade and names the current plan when the plans differ', () => {
    expect(decidePlanDocsAccess('enterprise', signedIn('business')).access).toEqual({
      status: 'upgrade-required',
      currentPlanId: 'business',
    });
    expect(decidePlanDocsAccess('starter', signedIn('enterprise')).access).toEqual({
      status: 'upgrade-required',
      currentPlanId: 'enterprise',
    });
  });

  it('asks for a subscription when the reader has none', () => {
    expect(decidePlanDocsAccess('starter', signedIn(null)).access).toEqual({ status: 'subscription-required' });
  });

  it('asks a signed-out reader to sign in, and waits while the session is pending', () => {
    expect(decidePlanDocsAccess('business', { isPending: false, signedIn: false, planId: null }).access).toEqual({
      status: 'sign-in-required',
    });
    expect(decidePlanDocsAccess('business', { isPending: true, signedIn: false, planId: null }).access).toEqual({
      status: 'pending',
    });
  });

  it.each([['gold'], ['Business'], [''], [undefined]])('falls back to Starter for the plan id %p', (planId) => {
    const { plan, access } = decidePlanDocsAccess(planId, signedIn('starter'));
    expect(plan.id).toBe('starter');
    expect(access).toEqual({ status: 'granted' });
  });
});
