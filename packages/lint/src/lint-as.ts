/**
 * Lints a piece of code as if it were a file of the repository at `filePath`, with the repository's own
 * configuration, and answers the rule ids it reports. ESLint runs as its own process: its flat config is
 * an ES module, which jest's module sandbox cannot import.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

export const REPOSITORY_ROOT = path.resolve(__dirname, '../../..');

const ESLINT = path.join(REPOSITORY_ROOT, 'node_modules/eslint/bin/eslint.js');

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

interface LintResult {
  messages: LintMessage[];
}

/** `filePath` is relative to the repository's root; the file need not exist, but what it imports must. */
export function lintAs(filePath: string, code: string): LintMessage[] {
  const run = spawnSync(
    process.execPath,
    [ESLINT, '--no-warn-ignored', '--format', 'json', '--stdin', '--stdin-filename', filePath],
    { cwd: REPOSITORY_ROOT, input: code, encoding: 'utf8' },
  );
  // 0: no problem, 1: problems found; anything else is ESLint failing to run at all.
  if (run.status !== 0 && run.status !== 1) throw new Error(`ESLint failed on ${filePath}: ${run.stderr}`);
  const [result] = JSON.parse(run.stdout) as LintResult[];
  return result.messages;
}

/** The ids of the rules that fired, once each. */
export function rulesFiredOn(filePath: string, code: string): string[] {
  return [...new Set(lintAs(filePath, code).map((message) => message.ruleId ?? 'parse-error'))];
}
