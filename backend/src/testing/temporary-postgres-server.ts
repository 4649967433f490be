/**
 * A PostgreSQL server of a test's own, in a temporary folder on a spare port, that the test may
 * stop and start at will: the machine's shared server (and its port 5432) is never touched.
 * initdb refuses to run as root, so under root every command runs as the `postgres` user.
 */
import { execFile, execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port';

const run = promisify(execFile);

const POSTGRES_INSTALLS = '/usr/lib/postgresql';

/** The newest `/usr/lib/postgresql/<version>/bin` with initdb and pg_ctl, or null when there is none. */
export function findPostgresBinaries(): string | null {
  if (!existsSync(POSTGRES_INSTALLS)) return null;
  const versions = readdirSync(POSTGRES_INSTALLS)
    .filter((version) => /^\d+$/.test(version))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(POSTGRES_INSTALLS, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

export class TemporaryPostgresServer {
  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    readonly port: number,
  ) {}

  /** A superuser URL to the server's `postgres` database (trust authentication, loopback only). */
  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private get dataDir(): string {
    return join(this.folder, 'data');
  }

  static async start(bin: string): Promise<TemporaryPostgresServer> {
    const folder = mkdtempSync(join(tmpdir(), 'northvault-postgres-'));
    const port = await freePort();
    if (port === 5432) throw new Error('Refusing to run a temporary server on the shared server’s port 5432.');
    const server = new TemporaryPostgresServer(bin, folder, port);
    try {
      if (process.getuid?.() === 0) {
        const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
        chownSync(folder, uid!, gid!);
      }
      await server.command('initdb', [
        '--pgdata',
        server.dataDir,
        '--username',
        'postgres',
        '--auth',
        'trust',
        '--encoding',
        'UTF8',
        '--no-sync',
        '--no-instructions',
      ]);
      await server.resume();
      return server;
    } catch (error) {
      await server.destroy();
      throw error;
    }
  }

  /** `pg_ctl stop -m fast`: connections are ended at once, as in a restart or failover. */
  async stop(): Promise<void> {
    await this.command('pg_ctl', ['stop', '--pgdata', this.dataDir, '--mode', 'fast', '--wait']);
  }

  /** Starts the stopped server again on the same port and data. */
  async resume(): Promise<void> {
    // The socket goes in the test's folder, so nothing of it lands in the shared /var/run/postgresql.
    const options = `-p ${this.port} -k ${this.folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
    await this.command('pg_ctl', [
      'start',
      '--pgdata',
      this.dataDir,
      '--log',
      join(this.folder, 'server.log'),
      '--options',
      options,
      '--wait',
      '--timeout',
      '60',
    ]);
  }

  /** Stops it if it runs (immediately: its data is thrown away) and removes its folder. */
  async destroy(): Promise<void> {
    if (existsSync(join(this.dataDir, 'postmaster.pid'))) {
      await this.command('pg_ctl', ['stop', '--pgdata', this.dataDir, '--mode', 'immediate', '--wait']).catch(
        () => undefined,
      );
    }
    rmSync(this.folder, { recursive: true, force: true });
  }

  private async command(name: string, args: string[]): Promise<void> {
    const executable = join(this.bin, name);
    const [file, fileArgs] =
      process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', executable, ...args]] : [executable, args];
    try {
      await run(file, fileArgs, { cwd: this.folder, timeout: 90_000 });
    } catch (error) {
      const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
      throw new Error(`${name} ${args[0]} failed: ${(error as Error).message}\n${stdout}${stderr}`, { cause: error });
    }
  }
}
