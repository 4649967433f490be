/**
 * Where every part of the site listens and where the shell finds each remote.
 * Read from the environment once, validated, with a message that names the bad variable.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import {
  MICRO_FRONTENDS,
  remoteEntryUrl,
  type MicroFrontend,
  type RemoteRegistry,
} from '@northvault/contracts/micro-frontends';

export interface RemoteHosting extends MicroFrontend {
  /** The port its own static server listens on (`npm start`). */
  port: number;
  /** The manifest URL the registry hands to the shell. */
  entry: string;
}

/** What express accepts for `trust proxy`: true/false, a hop count, or a list of addresses, subnets and names. */
export type TrustProxy = boolean | number | readonly string[];

export interface HostingConfig {
  /** Where `npm run release` publishes remotes and the site serves them from. */
  releasesDir: string;
  sitePort: number;
  siteOrigin: string;
  backendPort: number;
  backendUrl: string;
  /** The backend's second listener: the documented API's sandbox under /v1 (docs/architecture.md#ports). */
  sandboxPort: number;
  /** Where browsers reach the sandbox (the origin of SANDBOX_PUBLIC_URL): the docs' Try it panels call it. */
  sandboxOrigin: string;
  identityProviderPort: number;
  /** No OIDC_ISSUER: `npm start` runs the local OpenID Connect provider on identityProviderPort. */
  useLocalIdentityProvider: boolean;
  /** Which proxies in front of the site are believed about the visitor's address, protocol (HSTS) and host. */
  trustProxy: TrustProxy;
  /**
   * Proves to the backend that a request came through the site's /api proxy (PROXY_SECRET); null
   * when unset, and then `npm start` makes one for the run.
   */
  proxySecret: string | null;
  /** LOG_FORMAT as set; unset, `npm start` picks readable lines for a terminal and JSON otherwise. */
  logFormat: string | null;
  remotes: RemoteHosting[];
  /** PostgreSQL for the release pointers (shared by every site server); null keeps them in files. */
  databaseUrl: string | null;
  /** No SMTP_URL: `npm start` runs MailDev and points the backend at it; the mail it catches stays beside the data. */
  mailCatcher: { smtpPort: number; webPort: number; mailDirectory: string } | null;
  /** INBOUND_SMTP_PORT: where the backend takes replies to the support desk's emails by SMTP (2525). */
  inboundSmtpPort: number;
  /** ALLOW_REMOTE_OVERRIDES: the site honours a browser's override cookie (remote-override.ts). Never in production. */
  allowRemoteOverrides: boolean;
  /**
   * The ports an override may name: the remotes' configured ports (MFE_*_PORT, where `npm run dev -w <mfe>`
   * listens too) and REMOTE_OVERRIDE_PORTS, for a dev server moved elsewhere.
   */
  overridePorts: number[];
  /**
   * OPERATOR_TOKEN: lets the release CLI read the load figures from the backend (`Authorization: Bearer`);
   * null when unset, and then `npm start` makes one for the run and leaves it in operatorTokenFile.
   */
  operatorToken: string | null;
  /** Where `npm start` leaves the run's operator token for `npm run releases` (DATA_DIR/operator-token). */
  operatorTokenFile: string;
}

type Env = Record<string, string | undefined>;

/** Where releases live when RELEASES_DIR is unset: `releases/` at the repository's root. */
export const DEFAULT_RELEASES_DIR = path.resolve(__dirname, '../../../releases');

export class HostingConfigError extends Error {
  override name = 'HostingConfigError';
}

function port(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65_535) {
    throw new HostingConfigError(`Invalid configuration: ${name} must be an integer from 1 to 65535 (got "${raw}")`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  try {
    const parsed = new URL(raw);
    if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('not http(s)');
  } catch {
    throw new HostingConfigError(`Invalid configuration: ${name} must be an http(s) URL (got "${raw}")`);
  }
  return raw;
}

const TRUST_PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isTrustedProxyEntry(entry: string): boolean {
  if (TRUST_PROXY_NAMES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address ?? '');
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/** The same values the backend accepts for TRUST_PROXY: here, the proxies in front of the site. */
function trustProxy(env: Env, name: string, fallback: TrustProxy): TrustProxy {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^\d+$/.test(raw)) return Number(raw);
  const entries = raw.split(',').map((entry) => entry.trim());
  if (!entries.every(isTrustedProxyEntry)) {
    throw new HostingConfigError(
      `Invalid configuration: ${name} must be true, false, a number of proxy hops, or a comma-separated list of ` +
        `loopback, linklocal, uniquelocal, IP addresses or subnets (got "${env[name]}")`,
    );
  }
  return entries;
}

function postgresUrl(env: Env, name: string): string | null {
  const raw = env[name];
  if (raw === undefined || raw === '') return null;
  const parsed = URL.canParse(raw) ? new URL(raw) : null;
  if (parsed === null || !/^postgres(ql)?:$/.test(parsed.protocol) || parsed.hostname === '') {
    // Never echo it: the URL may carry a password.
    throw new HostingConfigError(`Invalid configuration: ${name} must be a postgres:// or postgresql:// URL`);
  }
  return raw;
}

/** `mfe-docs` → `MFE_DOCS`, the prefix of that remote's variables. */
function envPrefix(remote: MicroFrontend): string {
  return remote.id.toUpperCase().replace(/-/g, '_');
}

const MINIMUM_PROXY_SECRET_LENGTH = 32;

function proxySecret(env: Env): string | null {
  const raw = env.PROXY_SECRET;
  if (raw === undefined || raw.trim() === '') return null;
  if (raw.length < MINIMUM_PROXY_SECRET_LENGTH) {
    throw new HostingConfigError(
      `Invalid configuration: PROXY_SECRET must be at least ${MINIMUM_PROXY_SECRET_LENGTH} characters long`,
    );
  }
  return raw;
}

const MINIMUM_OPERATOR_TOKEN_LENGTH = 32;

function operatorToken(env: Env): string | null {
  const raw = env.OPERATOR_TOKEN;
  if (raw === undefined || raw.trim() === '') return null;
  if (raw.length < MINIMUM_OPERATOR_TOKEN_LENGTH || /\s/.test(raw)) {
    throw new HostingConfigError(
      `Invalid configuration: OPERATOR_TOKEN must be at least ${MINIMUM_OPERATOR_TOKEN_LENGTH} characters long, without spaces`,
    );
  }
  return raw;
}

/** REMOTE_OVERRIDE_PORTS: `9082,9083`, more ports a remote's dev server may listen on. */
function extraOverridePorts(env: Env): number[] {
  const raw = env.REMOTE_OVERRIDE_PORTS?.trim();
  if (raw === undefined || raw === '') return [];
  return raw.split(',').map((entry) => {
    const value = Number(entry.trim());
    if (!/^\d+$/.test(entry.trim()) || value < 1 || value > 65_535) {
      throw new HostingConfigError(
        `Invalid configuration: REMOTE_OVERRIDE_PORTS must be a comma-separated list of ports from 1 to 65535 (got "${env.REMOTE_OVERRIDE_PORTS}")`,
      );
    }
    return value;
  });
}

function allowRemoteOverrides(env: Env): boolean {
  const raw = env.ALLOW_REMOTE_OVERRIDES?.trim().toLowerCase();
  if (raw === undefined || raw === '' || raw === 'false') return false;
  if (raw !== 'true') {
    throw new HostingConfigError(
      `Invalid configuration: ALLOW_REMOTE_OVERRIDES must be true or false (got "${env.ALLOW_REMOTE_OVERRIDES}")`,
    );
  }
  if (env.NODE_ENV === 'production') {
    throw new HostingConfigError(
      'Invalid configuration: ALLOW_REMOTE_OVERRIDES must not be true in production (it lets a browser load a remote from its own machine)',
    );
  }
  return true;
}

/**
 * What `npm start` gives its site server: overrides on, for local development, unless the variable
 * says otherwise or NODE_ENV is production.
 */
export function runnerAllowsRemoteOverrides(env: Env = process.env): boolean {
  if (env.ALLOW_REMOTE_OVERRIDES === undefined || env.ALLOW_REMOTE_OVERRIDES === '')
    return env.NODE_ENV !== 'production';
  return allowRemoteOverrides(env);
}

export function loadHostingConfig(env: Env = process.env): HostingConfig {
  const sitePort = port(env, 'SITE_PORT', 8080);
  const backendPort = port(env, 'BACKEND_PORT', 3000);
  const sandboxPort = port(env, 'SANDBOX_PORT', 3001);
  const remotes = Object.values(MICRO_FRONTENDS).map((remote): RemoteHosting => {
    const prefix = envPrefix(remote);
    const remotePort = port(env, `${prefix}_PORT`, remote.defaultPort);
    const base = url(env, `${prefix}_URL`, `http://localhost:${remotePort}/`);
    return { ...remote, port: remotePort, entry: remoteEntryUrl(base) };
  });
  const dataDir = path.resolve(env.DATA_DIR || path.join(__dirname, '../../../.data'));
  return {
    releasesDir: path.resolve(env.RELEASES_DIR || DEFAULT_RELEASES_DIR),
    sitePort,
    siteOrigin: url(env, 'SITE_ORIGIN', `http://localhost:${sitePort}`).replace(/\/+$/, ''),
    backendPort,
    backendUrl: url(env, 'BACKEND_URL', `http://localhost:${backendPort}`),
    sandboxPort,
    sandboxOrigin: new URL(url(env, 'SANDBOX_PUBLIC_URL', `http://localhost:${sandboxPort}/v1`)).origin,
    identityProviderPort: port(env, 'OIDC_PORT', 9000),
    useLocalIdentityProvider: !env.OIDC_ISSUER,
    // None by default: a visitor on this machine could otherwise name any address it likes.
    trustProxy: trustProxy(env, 'TRUST_PROXY', false),
    proxySecret: proxySecret(env),
    logFormat: env.LOG_FORMAT || null,
    remotes,
    databaseUrl: postgresUrl(env, 'DATABASE_URL'),
    allowRemoteOverrides: allowRemoteOverrides(env),
    overridePorts: [...new Set([...remotes.map((remote) => remote.port), ...extraOverridePorts(env)])],
    operatorToken: operatorToken(env),
    operatorTokenFile: path.join(dataDir, 'operator-token'),
    inboundSmtpPort: port(env, 'INBOUND_SMTP_PORT', 2525),
    mailCatcher: env.SMTP_URL
      ? null
      : {
          smtpPort: port(env, 'MAILDEV_SMTP_PORT', 1025),
          webPort: port(env, 'MAILDEV_WEB_PORT', 1080),
          mailDirectory: path.join(dataDir, 'mail'),
        },
  };
}

export function remoteRegistry(config: Pick<HostingConfig, 'remotes'>): RemoteRegistry {
  return { remotes: config.remotes.map(({ container, entry }) => ({ name: container, entry })) };
}

/** The local identity provider's origin when the site uses it: the browser shows avatars from there. */
export function localIdentityProviderOrigin(
  config: Pick<HostingConfig, 'identityProviderPort' | 'useLocalIdentityProvider'>,
): string | null {
  return config.useLocalIdentityProvider ? `http://localhost:${config.identityProviderPort}` : null;
}
