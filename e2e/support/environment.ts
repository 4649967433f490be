/**
 * The ports and folders of the site the e2e suite starts. They differ from `npm start`'s defaults
 * so the suite can run while a developer's own copy of the site is up.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const repositoryRoot = path.resolve(__dirname, '../..');

/** Set E2E_PORT_BASE to run a second suite beside this one; every port below moves with it. */
const base = Number(process.env.E2E_PORT_BASE ?? 18080);

export const PORTS = {
  site: base,
  marketing: base + 1,
  docs: base + 2,
  support: base + 3,
  whiteLabel: base + 4,
  /** Tests that start servers of their own use base + 10 to base + 19. */
  testServers: base + 10,
  /** The local build the override test serves, as a developer's dev server moved off its MFE_*_PORT. */
  overrideDevServer: base + 16,
  backend: base + 20,
  /** The backend's second listener: the documented API's sandbox under /v1. */
  sandbox: base + 21,
  identityProvider: base + 30,
  mailSmtp: base + 40,
  mailInbox: base + 41,
  /** The backend's inbound SMTP listener: replies to the support desk's emails. */
  inboundSmtp: base + 42,
} as const;

export const siteOrigin = `http://localhost:${PORTS.site}`;

/** The environment `npm run serve` gets in the suite: its own ports, a fresh embedded database and its own releases. */
export function siteEnvironment(runDir: string = runFolder()): Record<string, string> {
  return {
    SITE_PORT: String(PORTS.site),
    BACKEND_PORT: String(PORTS.backend),
    SANDBOX_PORT: String(PORTS.sandbox),
    OIDC_PORT: String(PORTS.identityProvider),
    // `npm run serve` runs MailDev for the site's email, here on the suite's ports.
    MAILDEV_SMTP_PORT: String(PORTS.mailSmtp),
    MAILDEV_WEB_PORT: String(PORTS.mailInbox),
    INBOUND_SMTP_PORT: String(PORTS.inboundSmtp),
    MFE_MARKETING_PORT: String(PORTS.marketing),
    MFE_DOCS_PORT: String(PORTS.docs),
    MFE_SUPPORT_PORT: String(PORTS.support),
    MFE_WHITELABEL_PORT: String(PORTS.whiteLabel),
    DATA_DIR: path.join(runDir, 'data'),
    RELEASES_DIR: path.join(runDir, 'releases'),
    LOG_LEVEL: 'warn',
    // The suite submits many forms from one address; production keeps the stricter default.
    THROTTLE_WRITE_LIMIT: '1000',
    // The canary watch looks every second, so a failing canary is rolled back while the test watches.
    CANARY_CHECK_INTERVAL_SECONDS: '1',
    // `npm run serve` allows them by default; said here because the override test depends on it.
    ALLOW_REMOTE_OVERRIDES: 'true',
    // The remotes' own ports are taken by the suite's remotes: the override test's local build has its own.
    REMOTE_OVERRIDE_PORTS: String(base + 16),
    // Every visit comes from this machine's one address; production keeps the stricter default.
    TELEMETRY_TOKENS_PER_MINUTE: '100000',
  };
}

/** One folder per run (database, releases), shared by the main process and the workers through the environment. */
export function runFolder(): string {
  process.env.NV_E2E_RUN_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'northvault-e2e-'));
  return process.env.NV_E2E_RUN_DIR;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The machine's Chromium; the suite never downloads a browser. */
export function chromiumExecutable(): string {
  const executable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(executable)) {
    throw new Error(
      `Chromium was not found at ${executable}. The end-to-end tests use the machine's Chromium and never ` +
        `download one. Install it (Debian/Ubuntu: sudo apt-get update && sudo apt-get install -y chromium) ` +
        `or set CHROMIUM_PATH to a Chromium or Chrome binary.`,
    );
  }
  return executable;
}
