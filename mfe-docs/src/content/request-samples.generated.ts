// Generated at build time by @northvault/build's generated-module-loader; this content is a placeholder for type-checking and tests.
/**
 * The request sample of every endpoint the docs list, for each plan's docs and the general reference, in each
 * language: generated at build time from the sandbox's OpenAPI document (highlighting/request-samples.ts,
 * docs/architecture.md#request-samples), which replaces this module with them. Keyed by `requestSampleKey`;
 * each is written with the base URL as a placeholder. As written here, without a build (tests), there are none.
 */
export const REQUEST_SAMPLES: Readonly<Record<string, string>> = {};
