import { lintFile, rulesFired } from './lint-as';

describe('import cycles', () => {
  it('are refused: two modules that import each other', () => {
    for (const file of ['ledger.ts', 'entry.ts']) {
      const messages = lintFile(`packages/lint/fixtures/cycle/${file}`);
      expect(rulesFired(messages)).toEqual(['import/no-cycle']);
      expect(messages[0]!.message).toMatch(/^Dependency cycle detected/);
    }
  });

  it('leave imports that go one way alone', () => {
    for (const file of ['ledger.ts', 'entry.ts']) {
      expect(rulesFired(lintFile(`packages/lint/fixtures/one-way/${file}`))).toEqual([]);
    }
  });
});
