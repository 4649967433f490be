/**
 * `npm run release|rollback|releases` as a person types them: the built CLI run as its own process, as the
 * root package's scripts run it. `npm test` builds every workspace first.
 */
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import express from 'express';
import { REMOTE_LOADS_PATH } from '@northvault/contracts/telemetry';
import { listen } from './listen';
import { fileReleasePointers } from './release-pointers';

const execFileAsync = promisify(execFile);

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

describe('npm run releases and the load figures', () => {
  const TOKEN = 'an-operator-token-of-at-least-32-characters';
  let folder: string;
  let backend: Server;
  let backendUrl: string;
  const seen: (string | undefined)[] = [];

  beforeAll(async () => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'releases-figures-'));
    await fileReleasePointers(path.join(folder, 'releases')).switchTo('mfe-docs', '1.0.0-aaaaaaaaaa');
    // The backend's figures, as it answers them: only with the operator token.
    const app = express();
    app.get(REMOTE_LOADS_PATH, (req, res) => {
      seen.push(req.get('authorization'));
      if (req.get('authorization') !== `Bearer ${TOKEN}`) {
        res.status(401).json({ success: false, statusCode: 401, error: 'no' });
        return;
      }
      res.json({
        remote: 'mfe-docs',
        versions: [{ version: '1.0.0-aaaaaaaaaa', loads: 3, errors: {}, p50Ms: 40, p95Ms: 90 }],
      });
    });
    backend = await listen(app, 0, 'figures');
    backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => backend.close(resolve));
    rmSync(folder, { recursive: true, force: true });
  });

  const releases = async (env: Record<string, string>) => {
    const { stdout } = await execFileAsync(process.execPath, [CLI, 'releases', 'mfe-docs'], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        BACKEND_URL: backendUrl,
        RELEASES_DIR: path.join(folder, 'releases'),
        DATA_DIR: path.join(folder, 'data'),
        ...env,
      },
    });
    return stdout;
  };

  it('reads them with OPERATOR_TOKEN, or the token `npm start` left in DATA_DIR, and says when it cannot', async () => {
    expect(await releases({})).toMatch(
      /current {2}load figures unavailable \(the backend did not answer, or refused the operator token: OPERATOR_TOKEN\)/,
    );
    expect(await releases({ OPERATOR_TOKEN: TOKEN })).toMatch(/current {2}3 loads, 0 failed, p50 40 ms, p95 90 ms/);
    mkdirSync(path.join(folder, 'data'), { recursive: true });
    writeFileSync(path.join(folder, 'data', 'operator-token'), `${TOKEN}\n`);
    expect(await releases({})).toMatch(/current {2}3 loads, 0 failed/);
    expect(seen).toContain(`Bearer ${TOKEN}`);
  });
});
