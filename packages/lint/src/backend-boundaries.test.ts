import { boundaryRefusal, importing, lintBeforeAll, rulesFired } from './lint-as';

const CASES = {
  infrastructureToFeature: {
    filePath: 'backend/src/jobs/lint-fixture.ts',
    code: importing('EmailOutbox', '../email/public'),
  },
  featureToInternal: {
    filePath: 'backend/src/checkout/lint-fixture.ts',
    code: importing('PaymentsModule', '../payments/payments.module'),
  },
  featureToPublic: {
    filePath: 'backend/src/checkout/lint-fixture.ts',
    code: importing('PaymentsModule', '../payments/public'),
  },
  rootToFeature: {
    filePath: 'backend/src/lint-fixture.ts',
    code: importing('PaymentsModule', './payments/payments.module'),
  },
  featureToRoot: { filePath: 'backend/src/sandbox/lint-fixture.ts', code: importing('AppModule', '../app.module') },
  testToInternals: {
    filePath: 'backend/src/checkout/lint-fixture.test.ts',
    code: `${importing('PAYMENT_GATEWAY', '../payments/payment-gateway')}import { createTestApp } from '../testing/test-app';\nexport const support = createTestApp;\n`,
  },
  codeToTestSupport: {
    filePath: 'backend/src/support/lint-fixture.ts',
    code: importing('createTestApp', '../testing/test-app'),
  },
  // billing.controller.ts imports receipt-pdf.ts: a receipt-pdf.ts that imported it back closes a cycle.
  cycle: {
    filePath: 'backend/src/billing/receipt-pdf.ts',
    code: importing('BillingController', './billing.controller'),
    onDisk: true,
  },
} as const;

const linted = lintBeforeAll(CASES);

describe("the backend's boundaries", () => {
  it('refuse infrastructure that imports a feature, even through its public file', () => {
    expect(boundaryRefusal(linted.infrastructureToFeature)?.message).toMatch(
      /^jobs\/ is infrastructure: it never imports a feature/,
    );
  });

  it("refuse a feature that imports another feature's internal file, and let it through its public file", () => {
    expect(boundaryRefusal(linted.featureToInternal)?.message).toBe(
      'A feature imports another feature only through its public.ts (backend/src/<feature>/public.ts).',
    );
    expect(rulesFired(linted.featureToPublic)).toEqual([]);
  });

  it("let a composition root import any feature's files, and refuse a feature that imports a composition root", () => {
    expect(rulesFired(linted.rootToFeature)).toEqual([]);
    expect(boundaryRefusal(linted.featureToRoot)?.message).toMatch(/^Only a composition root/);
  });

  it('let a test reach the internals of the features it tests and the test support, and refuse other code that does', () => {
    expect(rulesFired(linted.testToInternals)).toEqual([]);
    expect(boundaryRefusal(linted.codeToTestSupport)?.message).toBe('Only tests import the test support.');
  });

  it('refuse an import cycle', () => {
    expect(linted.cycle.find((message) => message.ruleId === 'import/no-cycle')?.message).toMatch(
      /^Dependency cycle detected/,
    );
  });
});
