// Lints each { filePath, code } read as JSON from stdin with the repository's configuration, in one process,
// and writes each one's messages as JSON: one ESLint start for a whole test file instead of one per case.
import { text } from 'node:stream/consumers';
import { ESLint } from 'eslint';

const cases = JSON.parse(await text(process.stdin));
// import/no-cycle throws on a path that is not on disk (lint-as.ts says why it is off here), unless the case says
// its path is a file of the repository.
const withoutCycles = new ESLint({ overrideConfig: { rules: { 'import/no-cycle': 'off' } } });
const withCycles = new ESLint();
const results = [];
for (const { filePath, code, onDisk } of cases) {
  const eslint = onDisk ? withCycles : withoutCycles;
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: false });
  if (!result) throw new Error(`${filePath} is ignored by the repository's configuration: nothing was linted`);
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
