/**
 * Every code sample of the docs, for the build to highlight (see content/code-highlights.ts). Run at build time
 * only, like search/: it reads the samples from the features that show them. A sample with the reader's
 * values in it is listed as its template, written with placeholders (utils/sample-template.ts).
 */
import type { CodeSample } from '@northvault/build/highlight-code';
import { PLAN_LIST, type Plan } from '@northvault/contracts/plans';
import { WEBHOOK_RECEIVER_SAMPLE } from '@northvault/contracts/webhook-signature';
import { listAccountsSample, loginSample } from '../features/account-setup/utils/first-call-samples';
import { ERROR_EXAMPLE } from '../features/api-reference/content/api-errors';
import { envFile } from '../features/documentation/utils/env-file';
import { CODE_LANGUAGES, type CodeLanguage } from '../utils/code-languages';
import { requestSample, type SampleAudience } from '../utils/request-samples';
import { placeholders } from '../utils/sample-template';
import { accountingEndpoints } from '../content/accounting-endpoints';
import { authEndpoints } from '../content/auth-endpoints';
import { bankingEndpoints } from '../content/banking-endpoints';
import type { EndpointDoc } from '../content/endpoint';
import { SAMPLE_DELIVERY, SAMPLE_DELIVERY_HEADERS } from '../content/webhook-delivery';
import { webhookEndpoints } from '../content/webhook-endpoints';
import { whiteLabelEndpoints } from '../content/white-label-endpoints';

const SHIKI_LANGUAGE: Record<CodeLanguage, string> = { curl: 'bash', node: 'javascript' };

/** Where an endpoint's request example is shown: its reference (general or a plan's), at the production address. */
function endpointsOf(plan: Plan | null): EndpointDoc[] {
  return [
    ...authEndpoints(plan),
    ...bankingEndpoints(plan),
    ...accountingEndpoints(plan),
    ...webhookEndpoints(plan),
    ...whiteLabelEndpoints(),
  ];
}

function requestSamples(endpoints: readonly EndpointDoc[], audience: SampleAudience): CodeSample[] {
  return endpoints.flatMap((endpoint) =>
    CODE_LANGUAGES.map(({ id }) => ({ code: requestSample(id, endpoint, audience), language: SHIKI_LANGUAGE[id] })),
  );
}

const json = (value: unknown): CodeSample => ({ code: JSON.stringify(value, null, 2), language: 'json' });

export default function codeSamples(): CodeSample[] {
  const firstCall = placeholders({ baseUrl: '', email: '', organization: '', planId: '' });
  const samples: CodeSample[] = [
    ...[null, ...PLAN_LIST].flatMap((plan) => {
      const endpoints = endpointsOf(plan);
      return [
        ...requestSamples(endpoints, { planId: plan?.id ?? null }),
        ...endpoints.map((endpoint) => json(endpoint.response.body)),
      ];
    }),
    // The installation guide's sign-in and first call, at the sandbox's address the page learns at run time.
    ...requestSamples(authEndpoints(null), { planId: null, ...placeholders({ baseUrl: '' }) }),
    { code: envFile(placeholders({ baseUrl: '' })), language: 'dotenv' },
    // Account setup's first call, with the subscriber's own values.
    { code: loginSample(firstCall as Parameters<typeof loginSample>[0]), language: 'bash' },
    { code: listAccountsSample(firstCall as Parameters<typeof listAccountsSample>[0]), language: 'bash' },
    json(ERROR_EXAMPLE),
    { code: `${SAMPLE_DELIVERY_HEADERS}\n\n${JSON.stringify(SAMPLE_DELIVERY, null, 2)}`, language: 'http' },
    { code: WEBHOOK_RECEIVER_SAMPLE, language: 'javascript' },
  ];
  // One entry per code: the same sample on several pages is highlighted once.
  return [...new Map(samples.map((sample) => [sample.code, sample])).values()];
}
