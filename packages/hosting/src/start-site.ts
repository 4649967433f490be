#!/usr/bin/env node
/**
 * `npm run serve` (and `npm start`, after the build): starts MailDev (unless SMTP_URL is set), the
 * backend (with the support desk's inbound SMTP listener on INBOUND_SMTP_PORT, 2525), every remote on
 * its own port and the site on http://localhost:8080, then waits for all of them to answer.
 * Ctrl-C stops everything; if one service dies, the others are stopped too.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { loadHostingConfig, runnerAllowsRemoteOverrides } from './hosting-config';
import { maildevArguments, maildevEntry } from './mail-catcher-command';
import { ProcessGroup, type ServiceSpec } from './process-group';

const repositoryRoot = path.resolve(__dirname, '../../..');
const hostingDist = __dirname;

/**
 * A token for this run, left where `npm run releases` finds it (readable by this user only), so the
 * release commands of this machine can read the load figures without anyone configuring a token.
 */
function runOperatorToken(file: string): string {
  const token = randomBytes(32).toString('base64url');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${token}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return token;
}

/** The support agent `npm start` lists in SUPPORT_AGENT_EMAILS when the local identity provider runs. */
const LOCAL_SUPPORT_AGENT_EMAIL = 'agent@northvault.localhost';

function services(): ServiceSpec[] {
  const config = loadHostingConfig();
  const identityProvider = String(config.identityProviderPort);
  // Only the site server and the backend know it: a client that reaches the backend directly, even
  // from this machine, cannot pass for the site's proxy and pick its own address.
  const proxySecret = config.proxySecret ?? randomBytes(32).toString('base64url');
  // The figures behind `npm run releases` are the operator's: the backend answers them only with this token.
  const operatorToken = config.operatorToken ?? runOperatorToken(config.operatorTokenFile);
  // Readable log lines when a person watches this terminal, JSON when the output goes elsewhere.
  const logFormat = config.logFormat ?? (process.stdout.isTTY ? 'pretty' : 'json');
  const mail = config.mailCatcher;
  return [
    ...(mail
      ? [
          {
            name: 'mail',
            script: maildevEntry(),
            args: maildevArguments(mail),
            cwd: repositoryRoot,
            readyUrl: `http://localhost:${mail.webPort}/api/healthz`,
          },
        ]
      : []),
    ...(config.useLocalIdentityProvider
      ? [
          {
            name: 'identity',
            script: path.join(repositoryRoot, 'packages/local-identity-provider/dist/main.js'),
            cwd: repositoryRoot,
            env: { OIDC_PORT: identityProvider, SITE_ORIGIN: config.siteOrigin },
            readyUrl: `http://localhost:${identityProvider}/.well-known/openid-configuration`,
          },
        ]
      : []),
    {
      name: 'backend',
      script: path.join(repositoryRoot, 'backend/dist/main.js'),
      cwd: repositoryRoot,
      env: {
        PORT: String(config.backendPort),
        SANDBOX_PORT: String(config.sandboxPort),
        SITE_ORIGIN: config.siteOrigin,
        OIDC_PORT: identityProvider,
        // The backend's proxy is the site server, on this machine.
        TRUST_PROXY: 'loopback',
        PROXY_SECRET: proxySecret,
        OPERATOR_TOKEN: operatorToken,
        LOG_FORMAT: logFormat,
        ...(mail ? { SMTP_URL: `smtp://localhost:${mail.smtpPort}` } : {}),
        // Replies to the support desk's emails come back by SMTP here (support+<token>@northvault.localhost).
        INBOUND_SMTP_PORT: String(config.inboundSmtpPort),
        // With the local provider anyone may sign in as this address: the support desk can be tried at once.
        ...(config.useLocalIdentityProvider && !process.env.SUPPORT_AGENT_EMAILS
          ? { SUPPORT_AGENT_EMAILS: LOCAL_SUPPORT_AGENT_EMAIL }
          : {}),
      },
      readyUrl: `http://localhost:${config.backendPort}/api/health`,
    },
    ...config.remotes.map((remote): ServiceSpec => ({
      name: remote.id,
      script: path.join(hostingDist, 'serve-remote.js'),
      args: ['--dir', 'dist', '--port', String(remote.port)],
      cwd: path.join(repositoryRoot, remote.id),
      readyUrl: `http://localhost:${remote.port}/mf-manifest.json`,
    })),
    {
      name: 'site',
      script: path.join(hostingDist, 'serve-site.js'),
      cwd: repositoryRoot,
      env: { PROXY_SECRET: proxySecret, ALLOW_REMOTE_OVERRIDES: String(runnerAllowsRemoteOverrides()) },
      readyUrl: `http://localhost:${config.sitePort}/`,
    },
  ];
}

async function main(): Promise<void> {
  const specs = services();
  const group = new ProcessGroup((name, code) => {
    console.error(`${name} stopped unexpectedly (exit code ${code ?? 'none'}); stopping the site.`);
    void group.stopAll().then(() => process.exit(1));
  });
  const shutdown = () => void group.stopAll().then(() => process.exit(0));
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  for (const spec of specs) group.start(spec);
  try {
    await Promise.all(specs.map((spec) => group.waitUntilReady(spec)));
  } catch (error) {
    console.error((error as Error).message);
    await group.stopAll();
    process.exit(1);
  }
  const site = specs.find((spec) => spec.name === 'site')!;
  const mail = specs.find((spec) => spec.name === 'mail');
  const inbox = mail ? `; read its email at ${new URL(mail.readyUrl).origin}` : '';
  const sandbox = `; the API sandbox answers at http://localhost:${loadHostingConfig().sandboxPort}/v1`;
  console.log(`\nNorthvault is running at ${new URL(site.readyUrl).origin}${inbox}${sandbox} (Ctrl-C stops it)\n`);
}

void main();
