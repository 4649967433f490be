import { lintAs, rulesFiredOn } from './lint-as';

/** The message of the first `rule` report, so each case shows which zone refused the import. */
function refusal(filePath: string, code: string, rule = 'import/no-restricted-paths'): string | undefined {
  return lintAs(filePath, code).find((message) => message.ruleId === rule)?.message;
}

describe("the backend's boundaries", () => {
  it('refuse infrastructure that imports a feature, even through its public file', () => {
    expect(
      refusal(
        'backend/src/jobs/lint-fixture.ts',
        "import { EmailOutbox } from '../email/public';\nexport const fixture = EmailOutbox;\n",
      ),
    ).toMatch(/jobs\/ is infrastructure: it never imports a feature/);
  });

  it("refuse a feature that imports another feature's internal file", () => {
    expect(
      refusal(
        'backend/src/checkout/lint-fixture.ts',
        "import { PaymentsModule } from '../payments/payments.module';\nexport const fixture = PaymentsModule;\n",
      ),
    ).toMatch(/A feature imports another feature only through its public\.ts/);
  });

  it("let a feature import another feature through that feature's public file", () => {
    expect(
      rulesFiredOn(
        'backend/src/checkout/lint-fixture.ts',
        "import { PaymentsModule } from '../payments/public';\nexport const fixture = PaymentsModule;\n",
      ),
    ).toEqual([]);
  });

  it("let a composition root import any feature's files", () => {
    expect(
      rulesFiredOn(
        'backend/src/lint-fixture.ts',
        "import { PaymentsModule } from './payments/payments.module';\nexport const fixture = PaymentsModule;\n",
      ),
    ).toEqual([]);
  });

  it('refuse a feature that imports a composition root', () => {
    expect(
      refusal(
        'backend/src/sandbox/lint-fixture.ts',
        "import { AppModule } from '../app.module';\nexport const fixture = AppModule;\n",
      ),
    ).toMatch(/Only a composition root/);
  });

  it('let a test reach the internals of the features it tests, and the test support', () => {
    expect(
      rulesFiredOn(
        'backend/src/checkout/lint-fixture.test.ts',
        "import { PAYMENT_GATEWAY } from '../payments/payment-gateway';\nimport { createTestApp } from '../testing/test-app';\nexport const fixture = [PAYMENT_GATEWAY, createTestApp];\n",
      ),
    ).toEqual([]);
  });

  it('refuse code that imports the test support', () => {
    expect(
      refusal(
        'backend/src/support/lint-fixture.ts',
        "import { createTestApp } from '../testing/test-app';\nexport const fixture = createTestApp;\n",
      ),
    ).toMatch(/Only tests import the test support/);
  });

  it('refuse an import cycle', () => {
    // billing.controller.ts imports receipt-pdf.ts: a receipt-pdf.ts that imported it back closes a cycle.
    expect(
      refusal(
        'backend/src/billing/receipt-pdf.ts',
        "import { BillingController } from './billing.controller';\nexport const fixture = BillingController;\n",
        'import/no-cycle',
      ),
    ).toMatch(/Dependency cycle detected/);
  });
});
