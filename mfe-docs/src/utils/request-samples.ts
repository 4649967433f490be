import { PUBLIC_API } from '@northvault/contracts/business';
import type { PlanId } from '@northvault/contracts/plans';
import type { CodeLanguage } from './code-languages';
import { filledSample, placeholder, type SampleTemplate } from './sample-template';
import { REQUEST_SAMPLES } from '../content/request-samples.generated';

/**
 * Environment variables the samples read, so a reader never pastes a secret into a command: the secret API key
 * (docs/product/api.md#api-keys) and, in the general reference, the plan.
 */
export const SAMPLE_ENV = {
  apiKey: 'NORTHVAULT_API_KEY',
  plan: 'NORTHVAULT_PLAN',
} as const;

/**
 * Who the sample is written for: a plan's own docs send that plan's header value literally,
 * the general docs read it from the environment.
 */
export interface SampleAudience {
  planId: PlanId | null;
  /** The sandbox's address, when the page shows it; the production address otherwise. */
  baseUrl?: string;
}

/** The key of one generated sample in `REQUEST_SAMPLES`: `business post-banking-accounts node`. */
export function requestSampleKey(planId: PlanId | null, endpointId: string, language: CodeLanguage): string {
  return `${planId ?? 'all'} ${endpointId} ${language}`;
}

/**
 * The generated sample of an endpoint for this audience, with its base URL filled in, and the template the build
 * highlighted; null without a build.
 */
export function requestSample(
  language: CodeLanguage,
  endpointId: string,
  audience: SampleAudience,
): { code: string; template: SampleTemplate } | null {
  const code = REQUEST_SAMPLES[requestSampleKey(audience.planId, endpointId, language)];
  if (code === undefined) return null;
  const template = { code, values: { [placeholder('baseUrl')]: audience.baseUrl ?? PUBLIC_API.baseUrl } };
  return { code: filledSample(template), template };
}
