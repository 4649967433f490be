import { PUBLIC_API } from '@northvault/contracts/business';
import type { PlanId } from '@northvault/contracts/plans';
import type { CodeLanguage } from './code-languages';
import type { EndpointDoc, JsonValue } from '../content/endpoint';

/** Environment variables the samples read, so a reader never pastes a secret into a command. */
export const SAMPLE_ENV = {
  token: 'NORTHVAULT_TOKEN',
  plan: 'NORTHVAULT_PLAN',
} as const;

/**
 * Who the sample is written for: a plan's own docs send that plan's header value literally,
 * the general docs read it from the environment.
 */
export interface SampleAudience {
  planId: PlanId | null;
  baseUrl?: string;
}

type SampleRequest = Pick<
  EndpointDoc,
  'method' | 'path' | 'authenticated' | 'exampleQuery' | 'exampleBody' | 'exampleHeaders'
>;

export function requestUrl(request: SampleRequest, baseUrl: string = PUBLIC_API.baseUrl): string {
  const query = new URLSearchParams(
    Object.entries(request.exampleQuery ?? {}).map(([key, value]) => [key, String(value)]),
  ).toString();
  return `${baseUrl}${request.path}${query ? `?${query}` : ''}`;
}

function json(value: JsonValue, indent: string): string {
  return JSON.stringify(value, null, 2).replaceAll('\n', `\n${indent}`);
}

export function curlSample(request: SampleRequest, audience: SampleAudience): string {
  const lines = [`curl -X ${request.method} "${requestUrl(request, audience.baseUrl)}"`];
  if (request.authenticated) {
    lines.push(`-H "Authorization: Bearer $${SAMPLE_ENV.token}"`);
    lines.push(`-H "${PUBLIC_API.planHeader}: ${audience.planId ?? `$${SAMPLE_ENV.plan}`}"`);
  }
  for (const [name, value] of Object.entries(request.exampleHeaders ?? {})) lines.push(`-H "${name}: ${value}"`);
  if (request.exampleBody !== undefined) {
    lines.push('-H "Content-Type: application/json"');
    // Single quotes keep the shell away from the JSON; none of the examples contains one.
    lines.push(`-d '${json(request.exampleBody, '  ')}'`);
  }
  return lines.join(' \\\n  ');
}

export function nodeSample(request: SampleRequest, audience: SampleAudience): string {
  const headers: string[] = [];
  if (request.authenticated) {
    headers.push(`Authorization: \`Bearer \${process.env.${SAMPLE_ENV.token}}\`,`);
    const plan = audience.planId ? `'${audience.planId}'` : `process.env.${SAMPLE_ENV.plan}`;
    headers.push(`'${PUBLIC_API.planHeader}': ${plan},`);
  }
  for (const [name, value] of Object.entries(request.exampleHeaders ?? {})) headers.push(`'${name}': '${value}',`);
  if (request.exampleBody !== undefined) headers.push(`'Content-Type': 'application/json',`);

  const options: string[] = [];
  if (request.method !== 'GET') options.push(`  method: '${request.method}',`);
  if (headers.length > 0) options.push('  headers: {', ...headers.map((header) => `    ${header}`), '  },');
  if (request.exampleBody !== undefined) options.push(`  body: JSON.stringify(${json(request.exampleBody, '  ')}),`);

  const call =
    options.length > 0
      ? `const response = await fetch('${requestUrl(request, audience.baseUrl)}', {\n${options.join('\n')}\n});`
      : `const response = await fetch('${requestUrl(request, audience.baseUrl)}');`;
  return [
    call,
    'if (!response.ok) {',
    '  const { error } = await response.json();',
    '  throw new Error(`Northvault ${response.status}: ${error.code}: ${error.message}`);',
    '}',
    'const data = await response.json();',
  ].join('\n');
}

export function requestSample(language: CodeLanguage, request: SampleRequest, audience: SampleAudience): string {
  return language === 'curl' ? curlSample(request, audience) : nodeSample(request, audience);
}
