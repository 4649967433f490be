/**
 * `npm run release|rollback|releases` as a person types them: the built CLI run as its own process, as the
 * root package's scripts run it. `npm test` builds every workspace first.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const CLI = path.resolve(__dirname, '../dist/release-cli.js');

// Each case starts Node and loads the CLI's modules; on a busy machine that can take seconds.
jest.setTimeout(30_000);

function run(...args: string[]) {
  const result = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run npm run build -w packages/hosting first`);
});

describe.each(['release', 'rollback', 'releases'])('npm run %s', (command) => {
  it.each(['--help', '-h'])(`answers %s with its usage on stdout`, (flag) => {
    const result = run(command, flag);
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(new RegExp(`^Usage: npm run ${command} -- <remote>`));
    expect(result.stdout).toContain('Remotes: mfe-marketing, mfe-docs, mfe-support, mfe-whitelabel');
    expect(result.stdout).toContain('-h, --help');
    expect(result.status).toBe(0);
  });

  it('refuses an unknown option in one line on stderr, with status 2', () => {
    const result = run(command, 'mfe-docs', '--frobnicate');
    expect(result.stderr).toBe(`${command}: unknown option '--frobnicate'. Try 'npm run ${command} -- --help'.\n`);
    expect(result.stdout).toBe('');
    expect(result.status).toBe(2);
  });
});

describe('the release options', () => {
  it('are listed by release --help, with the canary thresholds’ defaults', () => {
    const { stdout } = run('release', '--help');
    expect(stdout).toContain('--canary <percent>');
    expect(stdout).toMatch(/--min-loads <n> .*\(50\)/);
    expect(stdout).toContain('--promote');
    expect(stdout).toContain('--abort');
  });

  it('belong to release only', () => {
    const result = run('rollback', 'mfe-support', '--canary', '10');
    expect(result.stderr).toBe("rollback: unknown option '--canary'. Try 'npm run rollback -- --help'.\n");
    expect(result.status).toBe(2);
  });

  it('refuse a short option nobody defined', () => {
    const result = run('releases', '-x', 'mfe-docs');
    expect(result.stderr).toBe("releases: unknown option '-x'. Try 'npm run releases -- --help'.\n");
    expect(result.status).toBe(2);
  });

  it('need their value', () => {
    const result = run('release', 'mfe-docs', '--canary');
    expect(result.stderr).toBe("release: option '--canary' needs a value. Try 'npm run release -- --help'.\n");
    expect(result.status).toBe(2);
  });

  it('take one remote', () => {
    const result = run('rollback', 'mfe-docs', 'mfe-support');
    expect(result.stderr).toBe("rollback: unexpected argument 'mfe-support'. Try 'npm run rollback -- --help'.\n");
    expect(result.status).toBe(2);
  });
});
