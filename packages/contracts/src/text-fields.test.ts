import { textProblem } from './text-fields';

describe('textProblem', () => {
  const line = { maxLength: 10 };
  const message = { maxLength: 10, multiline: true };

  it.each(['\u0000', '\u0007', '\u001b[31m', '\u007f', 'a\tb', 'a\nb', 'a\rb'])(
    'finds a control character in a one-line field: %j',
    (value) => {
      expect(textProblem(value, line)).toBe('control-character');
    },
  );

  it('lets a message field keep tabs and line breaks, and nothing else', () => {
    expect(textProblem('a\tb\r\nc', message)).toBeNull();
    expect(textProblem('a\u0000b', message)).toBe('control-character');
    expect(textProblem('a\u000bb', message)).toBe('control-character');
  });

  it('finds half of a surrogate pair, and accepts whole pairs', () => {
    expect(textProblem('\ud83d', line)).toBe('lone-surrogate');
    expect(textProblem('x\ude00', line)).toBe('lone-surrogate');
    expect(textProblem('\ude00\ud83d', line)).toBe('lone-surrogate');
    expect(textProblem('😀 José', line)).toBeNull();
  });

  it('counts the length in UTF-16 code units, as maxLength does', () => {
    expect(textProblem('x'.repeat(10), line)).toBeNull();
    expect(textProblem('x'.repeat(11), line)).toBe('too-long');
    expect(textProblem('😀'.repeat(6), line)).toBe('too-long');
  });
});
