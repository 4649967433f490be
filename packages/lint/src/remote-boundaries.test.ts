import { lintAs, rulesFiredOn } from './lint-as';

describe("a remote's boundaries", () => {
  it('refuse a feature that imports another feature', () => {
    const messages = lintAs(
      'mfe-support/src/features/blog/lint-fixture.ts',
      "import { SupportTicketForm } from '../support-tickets/components/support-ticket-form';\nexport const fixture = SupportTicketForm;\n",
    );
    expect(messages.map((message) => message.ruleId)).toContain('import/no-restricted-paths');
    expect(messages.find((message) => message.ruleId === 'import/no-restricted-paths')?.message).toMatch(
      /A feature never imports another feature/,
    );
  });

  it('let a feature import its own files', () => {
    expect(
      rulesFiredOn(
        'mfe-support/src/features/blog/lint-fixture.ts',
        "import { PostCard } from './components/post-card';\nexport const fixture = PostCard;\n",
      ),
    ).toEqual([]);
  });
});
