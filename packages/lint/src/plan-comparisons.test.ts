import { lintBeforeAll, type LintMessage, rulesFired } from './lint-as';

const PLAN_TYPE = "import type { PlanId } from '@northvault/contracts/plans';\n";

const CASES = {
  remoteComparesId: {
    filePath: 'mfe-docs/src/content/lint-fixture.ts',
    code: `${PLAN_TYPE}export const bulk = (planId: PlanId) => planId !== 'starter';\n`,
  },
  backendComparesName: {
    filePath: 'backend/src/sandbox/banking/lint-fixture.ts',
    code: `${PLAN_TYPE}export const fields = (planId: PlanId) => 'enterprise' === planId;\n`,
  },
  shellSwitchesOnPlan: {
    filePath: 'shell/src/features/search/lint-fixture.ts',
    code: `${PLAN_TYPE}export function note(planId: PlanId): string {\n  switch (planId) {\n    case 'business':\n      return 'b';\n    default:\n      return '';\n  }\n}\n`,
  },
  remoteImportsRank: {
    filePath: 'mfe-docs/src/utils/lint-fixture.ts',
    code: "import { planRank } from '@northvault/contracts/plans';\nexport const rank = planRank('business');\n",
  },
  backendIndexesPlans: {
    filePath: 'backend/src/billing/lint-fixture.ts',
    code: "import { PLAN_IDS } from '@northvault/contracts/plans';\nexport const rank = PLAN_IDS.indexOf('business');\n",
  },
  remoteAsksPermission: {
    filePath: 'mfe-docs/src/content/lint-fixture.ts',
    code: `import { planGrants } from '@northvault/contracts/permissions';\n${PLAN_TYPE}export const bulk = (planId: PlanId) => planGrants(planId, 'transactions:bulk');\n`,
  },
  remoteComparesOtherText: {
    filePath: 'mfe-docs/src/content/lint-fixture.ts',
    code: "export const isCurl = (language: string) => language === 'curl';\n",
  },
  contractsRankPlans: {
    filePath: 'packages/contracts/src/lint-fixture.ts',
    code: `import { planRank } from './plans';\n${PLAN_TYPE}export const top = (planId: PlanId) => planId === 'enterprise' || planRank(planId) > 1;\n`,
  },
  testNamesPlan: {
    filePath: 'mfe-marketing/src/pages/lint-fixture.test.ts',
    code: "export const answer = (planId: string) => (planId === 'enterprise' ? 'upgrade' : 'downgrade');\n",
  },
};

const linted = lintBeforeAll(CASES);

const COMPARISON =
  'Compare no plan name outside packages/contracts: ask planGrants/grants for a permission (@northvault/contracts/permissions), or isUpgrade/nextPlanUp for plan order.';
const RANK =
  'Plan ranks stay inside packages/contracts: ask planGrants/grants for what a plan may do, isUpgrade or nextPlanUp for plan order.';

const refusals = (messages: LintMessage[]) =>
  messages.filter((message) => message.ruleId === 'no-restricted-syntax').map((message) => message.message);

describe('plan names and ranks outside the contracts', () => {
  it('refuse comparing a plan name, either way round, in a remote, the backend or the shell', () => {
    expect(refusals(linted.remoteComparesId)).toEqual([COMPARISON]);
    expect(refusals(linted.backendComparesName)).toEqual([COMPARISON]);
    expect(refusals(linted.shellSwitchesOnPlan)).toEqual([COMPARISON]);
  });

  it('refuse importing planRank and indexing PLAN_IDS', () => {
    expect(refusals(linted.remoteImportsRank)).toEqual([RANK]);
    expect(refusals(linted.backendIndexesPlans)).toEqual([RANK]);
  });

  it('let code ask the permission model, compare other strings, and the contracts rank their plans', () => {
    expect(rulesFired(linted.remoteAsksPermission)).toEqual([]);
    expect(rulesFired(linted.remoteComparesOtherText)).toEqual([]);
    expect(rulesFired(linted.contractsRankPlans)).toEqual([]);
  });

  it('let a test name the plan its fixture answers for', () => {
    expect(rulesFired(linted.testNamesPlan)).toEqual([]);
  });
});
