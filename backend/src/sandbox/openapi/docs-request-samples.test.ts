/**
 * Every request sample the docs show runs against a started sandbox (docs/architecture.md#request-samples):
 * the docs' build generates them from this backend's OpenAPI document and lists them in
 * `mfe-docs/dist/request-samples.json`; each curl sample runs with `curl`, each Node.js sample as a module with
 * `node`, and each Python sample with `python3` (or is compiled, when `requests` is not installed), for a real
 * subscriber of the plan whose docs show it, with that subscriber's values in place of the example's and its secret
 * API key in the environment, as the docs tell a reader to store it.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { type Permission, planGrants } from '@northvault/contracts/permissions';
import { PLAN_LIST, PLANS, type PlanId } from '@northvault/contracts/plans';
import { webhookEventsFor } from '@northvault/contracts/webhooks';
import { API_PATHS } from '@northvault/contracts/routes';
import { sandboxSubscriber, SANDBOX_TEST_PASSWORD, type SandboxSubscriber } from '../../testing/sandbox-subscriber';
import { createTestApp, type TestApp } from '../../testing/test-app';

const run = promisify(execFile);

/** The list the docs' build writes (mfe-docs/src/highlighting/request-samples.ts). */
interface RequestSampleSet {
  baseUrlPlaceholder: string;
  env: { apiKey: string; plan: string };
  exampleValues: Record<
    'email' | 'password' | 'organization' | 'accountId' | 'xeroOrganizationId' | 'webhookId' | 'requestId',
    string
  >;
  samples: {
    key: string;
    planId: PlanId | null;
    endpointId: string;
    method: string;
    path: string;
    language: 'curl' | 'node' | 'python';
    status: number;
    permission: Permission | null;
    code: string;
  }[];
}

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLES_FILE = path.join(ROOT, 'mfe-docs/dist/request-samples.json');
const DOCUMENT_FILE = path.join(ROOT, 'backend/dist/openapi.json');

function readJson<T>(file: string, build: string): T {
  if (!existsSync(file)) throw new Error(`${path.relative(ROOT, file)} is missing: run ${build} first`);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

const SET = readJson<RequestSampleSet>(SAMPLES_FILE, 'npm run build -w backend -w mfe-docs');

const PYTHON_HAS_REQUESTS = (() => {
  try {
    execFileSync('python3', ['-c', 'import requests'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/**
 * Each runner reports the status of the call the sample makes without changing the sample: curl through its
 * config file's `write-out`, Node.js through a wrapped `fetch`, Python through a wrapped `requests` session.
 */
const STATUS_MARK = 'NV_SAMPLE_STATUS';
const OBSERVERS = {
  '.curlrc': `silent\nwrite-out = "\\n${STATUS_MARK} %{http_code}\\n"\n`,
  'observe-fetch.mjs': `const send = globalThis.fetch;
globalThis.fetch = async (...args) => {
  const response = await send(...args);
  process.stderr.write(\`${STATUS_MARK} \${response.status}\\n\`);
  return response;
};
`,
  'sitecustomize.py': `import sys
import requests.sessions
_send = requests.sessions.Session.request
def _observed(self, *args, **kwargs):
    response = _send(self, *args, **kwargs)
    sys.stderr.write("${STATUS_MARK} %d\\n" % response.status_code)
    return response
requests.sessions.Session.request = _observed
`,
};

/** The status the docs print for a plan: the call's own, or the upgrade refusal when the plan lacks its permission. */
function documentedStatus(sample: RequestSampleSet['samples'][number], plan: PlanId): number {
  return sample.permission !== null && !planGrants(plan, sample.permission) ? 403 : sample.status;
}

describe('the docs’ request samples, run against the sandbox (docs/architecture.md#request-samples)', () => {
  let api: TestApp;
  let server: Server;
  let baseUrl: string;
  let folder: string;
  const subscribers = new Map<
    PlanId,
    { subscriber: SandboxSubscriber; apiKey: string; values: RequestSampleSet['exampleValues'] }
  >();

  beforeAll(async () => {
    api = await createTestApp();
    // Recorded: the samples' exchanges are held to the document's contract when the app closes.
    server = api.sandboxServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
    folder = mkdtempSync(path.join(tmpdir(), 'nv-samples-'));
    for (const [name, content] of Object.entries(OBSERVERS)) writeFileSync(path.join(folder, name), content);
    for (const plan of PLAN_LIST) {
      const subscriber = await sandboxSubscriber(api, plan.id);
      const accounts = await subscriber.call('get', '/v1/banking/accounts').expect(200);
      const organizations = await subscriber.call('get', '/v1/xero/organizations').expect(200);
      const checking = (accounts.body.data as { id: string; account_type: string }[]).find(
        (account) => account.account_type === 'checking',
      )!;
      // The samples authenticate with a secret API key, created as the Developers page creates one.
      const created = await api
        .http()
        .post(API_PATHS.apiKeys)
        .set('Cookie', subscriber.cookie)
        .send({ keyName: 'Request samples', scope: 'read_write' })
        .expect(201);
      subscribers.set(plan.id, {
        subscriber,
        apiKey: created.body.secret as string,
        values: {
          email: subscriber.email,
          password: SANDBOX_TEST_PASSWORD,
          organization: subscriber.login.user.organization as string,
          accountId: checking.id,
          xeroOrganizationId: organizations.body.data[0].id as string,
          // Set to a live endpoint before each sample that names one (freshWebhook).
          webhookId: '',
          // The request log's samples look up a call this subscriber made.
          requestId: accounts.headers['x-request-id'] as string,
        },
      });
    }
  }, 60_000);

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await api.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('were generated from the OpenAPI document this backend serves', async () => {
    const served = (await api.sandbox().get('/v1/openapi.json').expect(200)).body;
    const built = readJson<typeof served>(DOCUMENT_FILE, 'npm run build -w backend');
    expect(built.paths).toEqual(served.paths);
    expect(built.components).toEqual(served.components);
  });

  it('cover every operation of the document, in curl, Node.js and Python, for the general docs and each plan’s', async () => {
    const served = (await api.sandbox().get('/v1/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(served.paths).flatMap(([route, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${route}`),
    );
    const audiences = [null, ...PLAN_LIST.map((plan) => plan.id)];
    for (const planId of audiences) {
      for (const language of ['curl', 'node', 'python']) {
        const sampled = SET.samples
          .filter((sample) => sample.planId === planId && sample.language === language)
          .map((sample) => `${sample.method} ${sample.path}`);
        expect(sampled.sort()).toEqual([...operations].sort());
      }
    }
    for (const sample of SET.samples) expect(sample.code).toContain(SET.baseUrlPlaceholder);
  });

  /** The sample with the subscriber's values in place of the example's, as a reader would paste them. */
  function filled(code: string, values: RequestSampleSet['exampleValues']): string {
    let text = code.replaceAll(SET.baseUrlPlaceholder, baseUrl);
    for (const [name, example] of Object.entries(SET.exampleValues)) {
      text = text.replaceAll(example, values[name as keyof typeof values]);
    }
    return text;
  }

  async function runSample(
    sample: RequestSampleSet['samples'][number],
    plan: PlanId,
  ): Promise<{ status: number | null; output: string }> {
    const { apiKey, values } = subscribers.get(plan)!;
    const code = filled(sample.code, values);
    const env = {
      PATH: process.env.PATH!,
      HOME: folder,
      CURL_HOME: folder,
      PYTHONPATH: folder,
      [SET.env.apiKey]: apiKey,
      [SET.env.plan]: plan,
    };
    let command: string;
    let args: string[];
    if (sample.language === 'curl') {
      [command, args] = ['bash', ['-c', code]];
    } else if (sample.language === 'node') {
      const file = path.join(folder, `${sample.key.replaceAll(' ', '-')}.mjs`);
      writeFileSync(file, code);
      [command, args] = ['node', ['--import', path.join(folder, 'observe-fetch.mjs'), file]];
    } else {
      const file = path.join(folder, `${sample.key.replaceAll(' ', '-')}.py`);
      writeFileSync(file, code);
      if (!PYTHON_HAS_REQUESTS) {
        await run('python3', ['-m', 'py_compile', file], { env });
        return { status: null, output: '' };
      }
      [command, args] = ['python3', [file]];
    }
    const { stdout, stderr } = await run(command, args, { env, timeout: 20_000 });
    const output = `${stdout}\n${stderr}`;
    const statuses = [...output.matchAll(new RegExp(`${STATUS_MARK} (\\d{3})`, 'g'))].map((match) => Number(match[1]));
    expect(statuses).toHaveLength(1);
    return { status: statuses[0]!, output };
  }

  /**
   * Samples an Enterprise subscriber cannot run as written, with why. The deploy publishes the caller's saved
   * configuration, which needs a verified domain and fetchable assets: white-label-api.test.ts deploys one. The
   * other plans run it, and get the 403 the docs print.
   */
  const NOT_RUN_BY_ENTERPRISE: Record<string, string> = {
    'post-white-label-deploy': 'needs a saved, verified, deployable configuration (white-label-api.test.ts)',
  };

  // The general docs read the plan from the environment: an Enterprise subscriber runs them, as every call is
  // open to it. Each plan's docs are run by a subscriber of that plan.
  const audiences: { docs: string; planId: PlanId | null; runAs: PlanId }[] = [
    ...PLAN_LIST.map((plan) => ({ docs: `${plan.name} plan`, planId: plan.id, runAs: plan.id })),
    { docs: 'general', planId: null, runAs: PLANS.enterprise.id },
  ];

  /** Deletes every webhook endpoint of the plan's subscriber. */
  async function deleteWebhooks(plan: PlanId): Promise<void> {
    const { subscriber } = subscribers.get(plan)!;
    const list = await subscriber.call('get', '/v1/webhooks').expect(200);
    for (const { id } of list.body.data as { id: string }[]) {
      await subscriber.call('delete', `/v1/webhooks/${id}`).expect(204);
    }
  }

  /** A registered endpoint of the plan's subscriber, alone, for the samples that get or delete one by id. */
  async function freshWebhook(plan: PlanId): Promise<string> {
    await deleteWebhooks(plan);
    const { subscriber } = subscribers.get(plan)!;
    const created = await subscriber
      .call('post', '/v1/webhooks')
      .send({ url: 'http://127.0.0.1:9/samples', events: [webhookEventsFor(plan)[0]!.name] })
      .expect(201);
    return created.body.id as string;
  }

  it.each(audiences)(
    'the $docs docs’ samples answer what the docs say (run as $runAs)',
    async ({ planId, runAs }) => {
      const samples = SET.samples.filter(
        (sample) =>
          sample.planId === planId && !(runAs === PLANS.enterprise.id && sample.endpointId in NOT_RUN_BY_ENTERPRISE),
      );
      expect(samples.length).toBeGreaterThanOrEqual(8 * 3);
      const results: string[] = [];
      for (const sample of samples) {
        // The same URL with the same events is refused (409): each language's sample registers the docs'
        // endpoint afresh, as one reader would once.
        if (sample.method === 'POST' && sample.path === '/webhooks') await deleteWebhooks(runAs);
        if (sample.path === '/webhooks/{id}' && planGrants(runAs, 'webhooks:manage')) {
          subscribers.get(runAs)!.values.webhookId = await freshWebhook(runAs);
        }
        const { status } = await runSample(sample, runAs);
        const expected = status === null ? null : documentedStatus(sample, runAs);
        results.push(`${sample.key}: ${status} (documented ${expected})`);
      }
      expect(results).toEqual(
        samples.map((sample) => {
          const expected = PYTHON_HAS_REQUESTS || sample.language !== 'python' ? documentedStatus(sample, runAs) : null;
          return `${sample.key}: ${expected} (documented ${expected})`;
        }),
      );
    },
    180_000,
  );
});
