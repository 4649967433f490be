import { ATTACHMENTS_HEADING, replyText } from './reply-text';

describe('the words of an emailed reply', () => {
  it('drops the quoted history under its header line, and the signature', () => {
    const text =
      'Thanks!\n\nAda\n-- \nAda Lovelace\n\nOn Mon, 23 Nov 2026 at 10:30, Northvault <a@b.c> wrote:\n> Hello';
    expect(replyText(text, [])).toBe('Thanks!\n\nAda');
  });

  it('drops a quoted block at the end without a header line, and keeps quotes answered point by point', () => {
    expect(replyText('Also: thank you.\n\n> old text\n> more', [])).toBe('Also: thank you.');
    expect(replyText('> Is it fixed?\nYes.\n> And the replay?\nDone.', [])).toBe(
      '> Is it fixed?\nYes.\n> And the replay?\nDone.',
    );
  });

  it('applies the rules of every message field: no control characters, at most 20,000 characters', () => {
    expect(replyText('Bell\u0007 and tab\tstay\r\nand CRLF is a line break', [])).toBe(
      'Bell and tab\tstay\nand CRLF is a line break',
    );
    const long = replyText('a'.repeat(30_000), []);
    expect(long).toHaveLength(20_000);
    expect(long.endsWith('\n[…]')).toBe(true);
  });

  it('lists attachments by name, on one line each, and nothing is left when there is nothing to say', () => {
    expect(replyText('See attached.', ['log.txt', 'evil\nname.pdf'])).toBe(
      `See attached.\n\n${ATTACHMENTS_HEADING}\n- log.txt\n- evil name.pdf`,
    );
    expect(replyText('', ['only.png'])).toBe(`${ATTACHMENTS_HEADING}\n- only.png`);
    expect(replyText('On Mon, 23 Nov 2026 at 10:30, Northvault <a@b.c> wrote:\n> Hello', [])).toBe('');
    const many = replyText(
      'Files.',
      Array.from({ length: 25 }, (_, index) => `file-${index}.txt`),
    );
    expect(many.split('\n').at(-1)).toBe('- and 5 more');
  });

  it('reads a long line without the parser backtracking for seconds, and keeps it', () => {
    const line = `On ${'a '.repeat(9_000)}`.trim();
    const started = Date.now();
    expect(replyText(`${line}\n\n> ${line}`, [])).toBe(line);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
