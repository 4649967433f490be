import { FEE_WORDING } from './business';
import {
  formatAccountCap,
  formatLimit,
  formatPrice,
  formatTransactionFee,
  isPlanId,
  limitFeatures,
  PLAN_LIST,
  PLANS,
  resolvePlanId,
  UNLIMITED,
} from './plans';
import { isWebhookEventAvailable, WEBHOOK_EVENTS, webhookEventsFor } from './webhooks';
import { PLAN_SUPPORT, PLAN_SUPPORT_LIST, SUPPORT_RESPONSE_TARGETS } from './support';
import { planApiDocsPath, successPath, landingSectionPath, blogPostPath } from './routes';

describe('plan catalogue', () => {
  it('has the catalogue prices and limits', () => {
    expect(PLAN_LIST.map((p) => [p.id, p.price, p.limits.transactions, p.limits.apiCalls, p.limits.webhooks])).toEqual([
      ['starter', 99, 1000, 10_000, 3],
      ['business', 299, 10_000, 100_000, UNLIMITED],
      ['enterprise', 599, UNLIMITED, UNLIMITED, UNLIMITED],
    ]);
    for (const plan of PLAN_LIST) expect(plan.period).toBe('/month');
  });

  it('has the plan sample API limits', () => {
    expect(PLANS.starter.sampleLimits).toEqual({
      maxAccounts: 3,
      transactionResultsPerRequest: 50,
      invoicesPerRequest: 100,
      invoiceHistoryDays: 30,
      transactionFee: 2.99,
      webhookRetries: 3,
    });
    expect(PLANS.business.sampleLimits).toMatchObject({
      maxAccounts: 10,
      transactionResultsPerRequest: 500,
      invoicesPerRequest: 1000,
    });
    expect(PLANS.enterprise.sampleLimits).toMatchObject({
      invoicesPerRequest: 1000,
      transactionFee: 0.99,
      webhookRetries: 10,
    });
    expect(PLANS.business.sampleLimits).toMatchObject({ transactionFee: 1.99, webhookRetries: 5 });
  });

  it('grants each plan the permissions of the plans below it, with no permission twice', () => {
    expect(PLANS.business.permissions).toEqual(expect.arrayContaining([...PLANS.starter.permissions]));
    expect(PLANS.enterprise.permissions).toEqual(expect.arrayContaining([...PLANS.business.permissions]));
    for (const plan of PLAN_LIST) expect(new Set(plan.permissions).size).toBe(plan.permissions.length);
  });

  it('shows a crown for enterprise', () => {
    expect(PLANS.enterprise.icon).toBe('crown');
  });

  it('falls back to starter for an unknown plan id', () => {
    expect(resolvePlanId('business')).toBe('business');
    expect(resolvePlanId('gold')).toBe('starter');
    expect(resolvePlanId(null)).toBe('starter');
    expect(isPlanId('__proto__')).toBe(false);
  });

  it('states each plan’s limits on its card in words built from the limits themselves', () => {
    expect(PLANS.starter.features).toEqual([
      'Core banking API: accounts and transactions',
      'Up to 1,000 transactions per month',
      '10,000 API calls per month',
      '3 webhook endpoints',
      'Sandbox and production API access',
      'Email support',
    ]);
    expect(PLANS.enterprise.features.slice(1, 4)).toEqual([
      'Unlimited transactions',
      'Unlimited API calls',
      'Unlimited webhook endpoints',
    ]);
    for (const plan of PLAN_LIST) {
      expect(plan.features).toEqual(expect.arrayContaining([...limitFeatures(plan.limits), plan.limits.support]));
    }
    expect(limitFeatures({ transactions: 2500, apiCalls: UNLIMITED, webhooks: 12, support: 'Email support' })).toEqual([
      'Up to 2,500 transactions per month',
      'Unlimited API calls',
      '12 webhook endpoints',
    ]);
  });

  it('formats limits and prices for people', () => {
    expect(formatLimit(10_000)).toBe('10,000');
    expect(formatLimit(UNLIMITED)).toBe('Unlimited');
    expect(formatPrice(PLANS.business)).toBe('$299');
  });
});

describe('webhook events per plan', () => {
  const names = (plan: 'starter' | 'business' | 'enterprise') => webhookEventsFor(plan).map((e) => e.name);

  it('gives every plan transaction.completed and payment.succeeded', () => {
    for (const plan of ['starter', 'business', 'enterprise'] as const) {
      expect(names(plan)).toEqual(expect.arrayContaining(['transaction.completed', 'payment.succeeded']));
    }
  });

  it('keeps sync, account and user events from Starter', () => {
    expect(names('starter')).not.toEqual(expect.arrayContaining(['xero.sync.completed']));
    expect(names('starter')).not.toContain('account.updated');
    expect(names('starter')).not.toContain('user.created');
    expect(names('business')).toEqual(
      expect.arrayContaining(['xero.sync.completed', 'account.updated', 'user.created']),
    );
  });

  it('gives white_label.deployed to Enterprise only', () => {
    const event = WEBHOOK_EVENTS.find((e) => e.name === 'white_label.deployed')!;
    expect(isWebhookEventAvailable(event, 'business')).toBe(false);
    expect(isWebhookEventAvailable(event, 'enterprise')).toBe(true);
    expect(names('enterprise')).toHaveLength(WEBHOOK_EVENTS.length);
  });
});

it('has the support response targets, most urgent first', () => {
  expect(Object.values(SUPPORT_RESPONSE_TARGETS).map((t) => [t.priority, t.hours])).toEqual([
    ['urgent', 1],
    ['high', 4],
    ['medium', 24],
    ['low', 48],
  ]);
});

describe('route builders', () => {
  it('builds plan docs, blog and landing anchors', () => {
    expect(planApiDocsPath('enterprise')).toBe('/api-docs/enterprise');
    expect(blogPostPath('webhooks-101')).toBe('/blog/webhooks-101');
    expect(landingSectionPath('pricing')).toBe('/#pricing');
  });

  it('encodes the success page query, which never carries the email', () => {
    expect(successPath({ plan: 'business', name: 'Zoë Li & Co', transactionId: 'TXN-1' })).toBe(
      '/success?plan=business&name=Zo%C3%AB%20Li%20%26%20Co&transactionId=TXN-1',
    );
  });
});

describe('fees and caps in one wording', () => {
  it('gives each plan’s flat fee with its unit', () => {
    expect(PLAN_LIST.map(formatTransactionFee)).toEqual([
      "2.99 per transaction, in the account's currency",
      "1.99 per transaction, in the account's currency",
      "0.99 per transaction, in the account's currency",
    ]);
  });

  it('says what the headline percentage applies to', () => {
    expect(FEE_WORDING.percentageSentence).toBe('Currency conversion costs 0.1% of the converted amount.');
  });

  it('gives each plan’s account cap', () => {
    expect(PLAN_LIST.map(formatAccountCap)).toEqual(['Up to 3', 'Up to 10', 'Unlimited']);
  });
});

describe('support by plan', () => {
  it('names each plan’s level as the catalogue does, in plan order', () => {
    expect(PLAN_SUPPORT_LIST.map((support) => [support.planId, support.level])).toEqual(
      PLAN_LIST.map((plan) => [plan.id, plan.limits.support]),
    );
  });

  it('promises 24/7 to Enterprise only', () => {
    expect(PLAN_SUPPORT_LIST.filter((support) => `${support.level} ${support.hours}`.includes('24/7'))).toEqual([
      PLAN_SUPPORT.enterprise,
    ]);
  });
});
