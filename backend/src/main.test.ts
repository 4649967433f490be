import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVELOPMENT_SESSION_SECRET } from './config/auth-config';
import { spawnBuiltBackend } from './testing/built-backend';

/** The built backend started as an operator would start it, to see that it refuses to run unsafely. */
describe('node dist/main.js in production', () => {
  let folder: string;

  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'northvault-production-'));
  });

  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function start(env: Record<string, string>) {
    const backend = spawnBuiltBackend({ NODE_ENV: 'production', DATA_DIR: join(folder, 'data'), ...env });
    const timeout = setTimeout(() => backend.child.kill('SIGKILL'), 20_000);
    const exit = await backend.exited.finally(() => clearTimeout(timeout));
    return { exit, output: backend.output() };
  }

  it('exits with an error naming every missing secret, before it opens any database', async () => {
    const { exit, output } = await start({});

    expect(exit).toEqual({ code: 1, signal: null });
    expect(output.trim()).toBe(
      'Invalid configuration: OIDC_ISSUER is required in production (the local provider is for development); ' +
        'SESSION_SECRET must be set to a random value in production; ' +
        'ALLOW_SANDBOX_PAYMENTS must be true to run the sandbox payment gateway in production ' +
        '(PAYMENT_GATEWAY=sandbox charges no real card and approves any valid test number); ' +
        'SMTP_URL is required in production; MAIL_FROM is required in production',
    );
    expect(existsSync(join(folder, 'data'))).toBe(false);
  });

  it('exits on the development session secret, without printing it', async () => {
    const { exit, output } = await start({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'site.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'a-real-client-secret',
      SESSION_SECRET: DEVELOPMENT_SESSION_SECRET,
      ALLOW_SANDBOX_PAYMENTS: 'true',
      SMTP_URL: 'smtp://relay.internal:25',
      MAIL_FROM: 'no-reply@example.com',
    });

    expect(exit).toEqual({ code: 1, signal: null });
    expect(output.trim()).toBe('Invalid configuration: SESSION_SECRET must be set to a random value in production');
    expect(output).not.toContain(DEVELOPMENT_SESSION_SECRET);
    expect(output).not.toContain('a-real-client-secret');
  });

  it('exits on the sandbox payment gateway unless ALLOW_SANDBOX_PAYMENTS=true says it is wanted', async () => {
    const { exit, output } = await start({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'site.apps.googleusercontent.com',
      OIDC_CLIENT_SECRET: 'a-real-client-secret',
      SESSION_SECRET: 'a-long-random-production-session-secret-0123456789',
    });

    expect(exit).toEqual({ code: 1, signal: null });
    expect(output.trim()).toMatch(/^Invalid configuration: ALLOW_SANDBOX_PAYMENTS must be true/);
    expect(existsSync(join(folder, 'data'))).toBe(false);
  });
});
