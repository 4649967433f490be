/**
 * Generates the docs' request samples at build time (docs/architecture.md#request-samples), in Node: for every
 * endpoint the docs list, in the general reference and in each plan's docs, the call as the sandbox's OpenAPI
 * document describes it (the backend's build writes it from the API's own DTOs) with the values of the
 * endpoint's example, written by httpsnippet-lite in each language. The build replaces
 * content/request-samples.generated.ts with them and writes `request-samples.json` beside the bundles, which the
 * backend's tests run against a sandbox (backend/src/sandbox/docs-request-samples.test.ts).
 */
import { readFileSync } from 'node:fs';
import type { GeneratedModule } from '@northvault/build/generated-module-loader';
import { envValue, requestSnippets, type OpenApiDocument } from '@northvault/build/request-snippets';
import { PUBLIC_API } from '@northvault/contracts/business';
import { PLAN_LIST, type Permission, type Plan, type PlanId } from '@northvault/contracts/plans';
import { accountingEndpoints } from '../content/accounting-endpoints';
import { authEndpoints } from '../content/auth-endpoints';
import { bankingEndpoints } from '../content/banking-endpoints';
import type { EndpointDoc } from '../content/endpoint';
import { SAMPLE } from '../content/sample-data';
import { webhookEndpoints } from '../content/webhook-endpoints';
import { whiteLabelEndpoints } from '../content/white-label-endpoints';
import { CODE_LANGUAGES, type CodeLanguage } from '../utils/code-languages';
import { requestSampleKey, SAMPLE_ENV } from '../utils/request-samples';
import { placeholder } from '../utils/sample-template';

/** The endpoints of a reference, general (`null`) or a plan's, each with a request example. */
export function documentedEndpoints(plan: Plan | null): EndpointDoc[] {
  return [
    ...authEndpoints(plan),
    ...bankingEndpoints(plan),
    ...accountingEndpoints(plan),
    ...webhookEndpoints(plan),
    ...whiteLabelEndpoints(),
  ];
}

/** One generated sample, as `request-samples.json` lists it for the tests that run them. */
export interface RequestSampleEntry {
  key: string;
  planId: PlanId | null;
  endpointId: string;
  method: string;
  path: string;
  language: CodeLanguage;
  /** The status the docs print for the call. */
  status: number;
  /** The permission the docs say the caller's plan must grant (null: any token). */
  permission: Permission | null;
  code: string;
}

/** What the samples are written with, for a test to fill in with its own subscriber's values. */
export interface RequestSampleSet {
  baseUrlPlaceholder: string;
  env: typeof SAMPLE_ENV;
  /** The example's fictional values a reader replaces with their own. */
  exampleValues: {
    email: string;
    password: string;
    organization: string;
    accountId: string;
    xeroOrganizationId: string;
    webhookId: string;
    requestId: string;
  };
  samples: RequestSampleEntry[];
}

function openApiDocument(): OpenApiDocument {
  let file: string;
  try {
    file = require.resolve('backend/dist/openapi.json');
  } catch {
    throw new Error('The sandbox OpenAPI document is missing: build the backend first (npm run build -w backend)');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
}

export async function generateRequestSamples(): Promise<RequestSampleSet> {
  const document = openApiDocument();
  const baseUrl = placeholder('baseUrl');
  const samples: RequestSampleEntry[] = [];
  for (const plan of [null, ...PLAN_LIST]) {
    for (const endpoint of documentedEndpoints(plan)) {
      if (document.paths[endpoint.path]?.[endpoint.method.toLowerCase()] === undefined) {
        throw new Error(`${endpoint.method} ${endpoint.path} is listed by the docs but not in the OpenAPI document`);
      }
      const written = await requestSnippets(
        document,
        {
          method: endpoint.method,
          path: endpoint.path,
          pathParams: endpoint.examplePath,
          query: endpoint.exampleQuery,
          headers: {
            ...(endpoint.authenticated && {
              Authorization: `Bearer ${envValue(SAMPLE_ENV.apiKey)}`,
              [PUBLIC_API.planHeader]: plan?.id ?? envValue(SAMPLE_ENV.plan),
            }),
            ...endpoint.exampleHeaders,
          },
          body: endpoint.exampleBody,
          noContent: endpoint.response.status === 204,
        },
        baseUrl,
      );
      for (const { id: language } of CODE_LANGUAGES) {
        samples.push({
          key: requestSampleKey(plan?.id ?? null, endpoint.id, language),
          planId: plan?.id ?? null,
          endpointId: endpoint.id,
          method: endpoint.method,
          path: endpoint.path,
          language,
          status: endpoint.response.status,
          permission: endpoint.permission ?? null,
          code: written[language],
        });
      }
    }
  }
  return {
    baseUrlPlaceholder: baseUrl,
    env: SAMPLE_ENV,
    exampleValues: {
      email: SAMPLE.email,
      password: SAMPLE.password,
      organization: SAMPLE.organizationId,
      accountId: SAMPLE.checkingAccountId,
      xeroOrganizationId: SAMPLE.xeroTenantId,
      webhookId: SAMPLE.webhookId,
      requestId: SAMPLE.requestId,
    },
    samples,
  };
}

/** The module that replaces content/request-samples.generated.ts, and the list the backend's tests run. */
export default async function requestSamplesModule(): Promise<GeneratedModule> {
  const set = await generateRequestSamples();
  return {
    exports: { REQUEST_SAMPLES: Object.fromEntries(set.samples.map((sample) => [sample.key, sample.code])) },
    files: { 'request-samples.json': `${JSON.stringify(set, null, 2)}\n` },
  };
}
