/**
 * Lints code as if it were files of the repository, with the repository's own configuration, and answers what
 * each rule reported. ESLint runs as its own process: its flat config is an ES module, which jest's module
 * sandbox cannot import.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

const ESLINT = path.join(REPOSITORY_ROOT, 'node_modules/eslint/bin/eslint.js');
const LINT_TEXTS = path.join(__dirname, '../scripts/lint-texts.mjs');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** `filePath` is relative to the repository's root; the file need not exist, but what it imports must. */
export interface LintCase {
  filePath: string;
  code: string;
  /** `filePath` is a file of the repository (the code replaces its content): import/no-cycle can follow it. */
  onDisk?: true;
}

function run(what: string, args: string[], input?: string): string {
  const child = spawnSync(process.execPath, args, { cwd: REPOSITORY_ROOT, input, encoding: 'utf8' });
  // 0: no problem, 1: problems found; anything else is ESLint failing to run at all.
  if (child.status !== 0 && child.status !== 1) throw new Error(`ESLint failed on ${what}: ${child.stderr}`);
  return child.stdout;
}

/**
 * Lints every case in one ESLint process. Such code cannot close an import cycle (no file on disk imports it),
 * and `import/no-cycle` 2.32.0 throws on a path that is not on disk
 * (https://github.com/import-js/eslint-plugin-import/issues/3286, fixed after that release): the rule is off
 * here, and `lintFile` tests it on files that exist.
 */
export function lintEach<Name extends string>(cases: Record<Name, LintCase>): Record<Name, LintMessage[]> {
  const names = Object.keys(cases) as Name[];
  const input = JSON.stringify(names.map((name) => cases[name]));
  const results = JSON.parse(run(names.join(', '), [LINT_TEXTS], input)) as LintMessage[][];
  return Object.fromEntries(names.map((name, index) => [name, results[index]])) as Record<Name, LintMessage[]>;
}

/** Lints `cases` once, before the file's tests run (slow: one ESLint start); each test reads its case's messages. */
export function lintBeforeAll<Name extends string>(cases: Record<Name, LintCase>): Record<Name, LintMessage[]> {
  const linted = {} as Record<Name, LintMessage[]>;
  beforeAll(() => Object.assign(linted, lintEach(cases)));
  return linted;
}

/**
 * Lints a file on disk as it is, even one the repository's lint run ignores: the fixtures of a rule that follows
 * imports from file to file (a cycle) live under fixtures/, which `eslint .` skips so that they do not fail it.
 */
export function lintFile(filePath: string): LintMessage[] {
  const [result] = JSON.parse(run(filePath, [ESLINT, '--no-ignore', '--format', 'json', filePath])) as Array<{
    messages: LintMessage[];
  }>;
  if (!result) throw new Error(`ESLint linted nothing at ${filePath}`);
  return result.messages;
}

/** The ids of the rules that fired, once each. */
export function rulesFired(messages: LintMessage[]): string[] {
  return [...new Set(messages.map((message) => message.ruleId ?? 'parse-error'))];
}

/** A module made of one import, `name` from `from` (`default` included), used so that no other rule fires. */
export function importing(name: string, from: string): string {
  return `import { ${name} as imported } from '${from}';\nexport const fixture = imported;\n`;
}

const BOUNDARY_RULES = ['import/no-restricted-paths', 'no-restricted-imports'];

/** What each boundary rule puts before the configured sentence. */
const RULE_PREAMBLE =
  /^(Unexpected path "[^"]+" imported in restricted zone\.|'[^']+' import is restricted from being used by a pattern\.) /;

/** The first boundary rule that fired, with the configured sentence alone as its message. */
export function boundaryRefusal(messages: LintMessage[]): LintMessage | undefined {
  const refusal = messages.find((message) => BOUNDARY_RULES.includes(message.ruleId ?? ''));
  return (
    refusal && {
      ...refusal,
      message: refusal.message.replace(RULE_PREAMBLE, ''),
    }
  );
}
