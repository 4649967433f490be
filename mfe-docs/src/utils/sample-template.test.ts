import type { CodeTokenLines } from '@northvault/ui/code-lines';
import { highlightedLines, placeholder, placeholders, sampleTemplate } from './sample-template';

/** `'it'\''s'`: one shell word, as account setup's samples quote. */
const shellQuote = (text: string) => `'${text.replace(/'/g, `'\\''`)}'`;

interface FirstCall {
  baseUrl: string;
  email: string;
  organization: string;
}

/** Samples in the shape of the docs' own: a login call with a JSON body, a listing call, an `.env`. */
const loginSample = ({ baseUrl, email, organization }: FirstCall) =>
  `curl -X POST ${shellQuote(`${baseUrl}/auth/login`)} \\\n  -d ${shellQuote(JSON.stringify({ email, organization }))}`;
const listAccountsSample = ({ baseUrl }: FirstCall) => `curl ${shellQuote(`${baseUrl}/banking/accounts`)}`;
const envFile = ({ baseUrl }: { baseUrl: string }) => `# .env\nNORTHVAULT_API_URL=${baseUrl}`;

/** Tokens as the build would give them: each line one string token (words kept whole, as a highlighter does). */
function asOneTokenALine(code: string): CodeTokenLines {
  return code.split('\n').map((line) => [{ text: line, kind: 'string' }]);
}

const readAs = (lines: CodeTokenLines | null) =>
  lines?.map((line) => line.map((token) => token.text).join('')).join('\n');

it('names each value with a plain word the highlighter keeps whole', () => {
  expect(placeholder('baseUrl')).toBe('NV_PLACEHOLDER_BASE_URL');
  expect(placeholders({ email: 'ada@example.com', planId: 'business' })).toEqual({
    email: 'NV_PLACEHOLDER_EMAIL',
    planId: 'NV_PLACEHOLDER_PLAN_ID',
  });
});

it('uses a sample’s own tokens when the build highlighted it as it is', () => {
  const own = [[{ text: 'curl', kind: 'function' }]];
  expect(highlightedLines({ curl: own }, 'curl', sampleTemplate(envFile, { baseUrl: 'x' }))).toBe(own);
});

it('puts the reader’s values into the template’s tokens, keeping their kinds', () => {
  const values = {
    baseUrl: 'http://localhost:3001/v1',
    email: 'grace@example.com',
    organization: 'Hopper & Co',
  };
  for (const write of [loginSample, listAccountsSample]) {
    const template = sampleTemplate(write, values);
    expect(template.code).toContain('NV_PLACEHOLDER_BASE_URL');
    expect(template.code).not.toContain('localhost');
    const lines = highlightedLines({ [template.code]: asOneTokenALine(template.code) }, write(values), template);
    expect(readAs(lines)).toBe(write(values));
    expect(lines!.flat().every((token) => token.kind === 'string')).toBe(true);
  }

  const env = sampleTemplate(envFile, { baseUrl: 'http://localhost:3001/v1' });
  const comment = [{ text: '# .env', kind: 'comment' }];
  const filled = highlightedLines(
    { [env.code]: [comment, [{ text: 'NORTHVAULT_API_URL=' }, { text: 'NV_PLACEHOLDER_BASE_URL', kind: 'string' }]] },
    envFile({ baseUrl: 'http://localhost:3001/v1' }),
    env,
  );
  expect(filled).toEqual([
    comment,
    [{ text: 'NORTHVAULT_API_URL=' }, { text: 'http://localhost:3001/v1', kind: 'string' }],
  ]);
});

it('shows plain text rather than tokens that would not read as the sample', () => {
  // The sample escapes the quote in this organisation's name for the shell; the template's token would not.
  const values = { baseUrl: 'http://localhost:3001/v1', email: 'a@example.com', organization: "O'Brien" };
  const template = sampleTemplate(loginSample, values);
  expect(
    highlightedLines({ [template.code]: asOneTokenALine(template.code) }, loginSample(values), template),
  ).toBeNull();

  // Nothing highlighted (no build, as here): plain text.
  expect(highlightedLines({}, loginSample(values), template)).toBeNull();
  expect(highlightedLines({}, 'curl')).toBeNull();
});
