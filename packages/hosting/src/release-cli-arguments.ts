/**
 * The command line of `npm run release|rollback|releases`: each command's options, its usage, and the one-line
 * refusal of an option it does not know (exit status 2, as usage errors have it), instead of a stack trace.
 */
import { parseArgs } from 'node:util';
import { MICRO_FRONTENDS } from '@northvault/contracts/micro-frontends';
import { type CanaryThresholds, DEFAULT_CANARY_THRESHOLDS, ReleaseError } from './release-store';

export const RELEASE_COMMANDS = ['release', 'rollback', 'releases'] as const;
export type ReleaseCommand = (typeof RELEASE_COMMANDS)[number];

/** A command line the CLI cannot read: one line on stderr, exit status 2. */
export class CommandLineError extends Error {
  override name = 'CommandLineError';
}

type OptionSpec = { type: 'string' | 'boolean'; short?: string };

const HELP: Record<string, OptionSpec> = { help: { type: 'boolean', short: 'h' } };

const OPTIONS: Record<ReleaseCommand, Record<string, OptionSpec>> = {
  release: {
    ...HELP,
    source: { type: 'string' },
    canary: { type: 'string' },
    'min-loads': { type: 'string' },
    'max-increase-points': { type: 'string' },
    'max-ratio': { type: 'string' },
    promote: { type: 'boolean' },
    abort: { type: 'boolean' },
  },
  rollback: HELP,
  releases: HELP,
};

const REMOTES = `Remotes: ${Object.values(MICRO_FRONTENDS)
  .map((remote) => remote.id)
  .join(', ')}`;
const HELP_LINE = '  -h, --help                   show this help';
const defaults = DEFAULT_CANARY_THRESHOLDS;

export const USAGE: Record<ReleaseCommand, string> = {
  release: [
    'Usage: npm run release -- <remote> [options]',
    '',
    'Builds the remote, publishes releases/<remote>/<version>/, checks that it answers, then makes it the live',
    'release. A build whose shared singletons the live shell cannot satisfy is refused before anything is published.',
    '',
    REMOTES,
    '',
    'Options:',
    "  --source <folder>            build and release a copy of the remote's workspace",
    '  --canary <percent>           give the new release to this share of visitors (1 to 100), not to everyone',
    `  --min-loads <n>              canary: loads before it can be rolled back automatically (${defaults.minLoads})`,
    `  --max-increase-points <p>    canary: failure-rate points above the current release that roll it back (${defaults.maxIncreasePoints})`,
    `  --max-ratio <r>              canary: times the current release's failure rate that roll it back (${defaults.maxRatio})`,
    '  --promote                    the running canary becomes the live release for everyone',
    '  --abort                      drop the running canary: everyone gets the current release',
    HELP_LINE,
  ].join('\n'),
  rollback: [
    'Usage: npm run rollback -- <remote>',
    '',
    'Points the remote back at the release before the current one. A running canary is aborted in the same',
    'change, so everyone gets the known-good release.',
    '',
    REMOTES,
    '',
    'Options:',
    HELP_LINE,
  ].join('\n'),
  releases: [
    'Usage: npm run releases -- <remote>',
    '',
    "Lists the remote's releases (* marks the live one), a running canary and its share, each release's loads,",
    'failures and p50/p95 from the backend when it answers, and the history of releases, canaries and rollbacks.',
    '',
    REMOTES,
    '',
    'Options:',
    HELP_LINE,
  ].join('\n'),
};

export type ReleaseArguments =
  | { command: ReleaseCommand; help: true }
  | {
      command: ReleaseCommand;
      help: false;
      remoteId: string | undefined;
      values: Record<string, string | boolean | undefined>;
    };

function isCommand(value: string | undefined): value is ReleaseCommand {
  return RELEASE_COMMANDS.some((command) => command === value);
}

/** `argv` without node and the script: the command first (`release --canary 10 mfe-docs`). */
export function parseReleaseArguments(argv: readonly string[]): ReleaseArguments {
  const [command, ...rest] = argv;
  if (!isCommand(command)) {
    throw new CommandLineError(`release-cli: the first argument must be one of ${RELEASE_COMMANDS.join(', ')}.`);
  }
  const options = OPTIONS[command];
  const tryHelp = `Try 'npm run ${command} -- --help'.`;
  const { values, positionals, tokens } = parseArgs({
    args: [...rest],
    options,
    allowPositionals: true,
    strict: false,
    tokens: true,
  });
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const spec = options[token.name];
    if (spec === undefined) throw new CommandLineError(`${command}: unknown option '${token.rawName}'. ${tryHelp}`);
    if (spec.type === 'string' && token.value === undefined) {
      throw new CommandLineError(`${command}: option '${token.rawName}' needs a value. ${tryHelp}`);
    }
    if (spec.type === 'boolean' && token.value !== undefined) {
      throw new CommandLineError(`${command}: option '${token.rawName}' takes no value. ${tryHelp}`);
    }
  }
  if (values.help) return { command, help: true };
  if (positionals.length > 1) {
    throw new CommandLineError(`${command}: unexpected argument '${positionals[1]}'. ${tryHelp}`);
  }
  return { command, help: false, remoteId: positionals[0], values };
}

/** `--canary 10` and its thresholds; null without --canary. */
export function canaryOptions(values: Record<string, string | boolean | undefined>): {
  percent: number;
  thresholds: CanaryThresholds;
} | null {
  const number = (name: string, fallback: number, valid: (value: number) => boolean, expected: string) => {
    const raw = values[name];
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (typeof raw !== 'string' || raw.trim() === '' || !valid(value)) {
      throw new ReleaseError(`--${name} must be ${expected} (got "${String(raw)}")`);
    }
    return value;
  };
  const thresholdNames = ['min-loads', 'max-increase-points', 'max-ratio'];
  if (values.canary === undefined) {
    const stray = thresholdNames.find((name) => values[name] !== undefined);
    if (stray) throw new ReleaseError(`--${stray} applies to a canary: add --canary <percent>`);
    return null;
  }
  return {
    percent: number('canary', 0, (v) => Number.isInteger(v) && v >= 1 && v <= 100, 'a whole percentage from 1 to 100'),
    thresholds: {
      minLoads: number(
        'min-loads',
        defaults.minLoads,
        (v) => Number.isInteger(v) && v >= 1,
        'a whole number of loads, 1 or more',
      ),
      maxIncreasePoints: number(
        'max-increase-points',
        defaults.maxIncreasePoints,
        (v) => Number.isFinite(v) && v >= 0 && v <= 100,
        'percentage points from 0 to 100',
      ),
      maxRatio: number('max-ratio', defaults.maxRatio, (v) => Number.isFinite(v) && v >= 1, 'a ratio of 1 or more'),
    },
  };
}
