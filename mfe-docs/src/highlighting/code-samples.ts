/**
 * Every code sample of the docs, for the build to highlight (see content/code-highlights.generated.ts). Run at
 * build time only, like search/: it reads the samples from the features that show them. A sample with the reader's
 * values in it is listed as its template, written with placeholders (utils/sample-template.ts); the endpoints'
 * request samples are generated from the OpenAPI document (request-samples.ts).
 */
import type { CodeSample } from '@northvault/build/highlight-code';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { WEBHOOK_RECEIVER_SAMPLE } from '@northvault/contracts/webhook-signature';
import { listAccountsSample, loginSample } from '../features/account-setup/utils/first-call-samples';
import { ERROR_EXAMPLE } from '../features/api-reference/content/api-errors';
import { envFile } from '../features/documentation/utils/env-file';
import type { CodeLanguage } from '../utils/code-languages';
import { placeholders } from '../utils/sample-template';
import { SAMPLE_DELIVERY, SAMPLE_DELIVERY_HEADERS } from '../content/webhook-delivery';
import { documentedEndpoints, generateRequestSamples } from './request-samples';

const SHIKI_LANGUAGE: Record<CodeLanguage, string> = { curl: 'bash', node: 'javascript', python: 'python' };

const json = (value: unknown): CodeSample => ({ code: JSON.stringify(value, null, 2), language: 'json' });

export default async function codeSamples(): Promise<CodeSample[]> {
  // Every endpoint's request sample, as its template with the base URL's placeholder.
  const { samples: requests } = await generateRequestSamples();
  const firstCall = placeholders({ baseUrl: '', email: '', organization: '', planId: '' });
  const samples: CodeSample[] = [
    ...requests.map(({ code, language }) => ({ code, language: SHIKI_LANGUAGE[language] })),
    ...[null, ...PLAN_LIST].flatMap((plan) =>
      documentedEndpoints(plan).map((endpoint) => json(endpoint.response.body)),
    ),
    { code: envFile(placeholders({ baseUrl: '', planId: '' })), language: 'dotenv' },
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
