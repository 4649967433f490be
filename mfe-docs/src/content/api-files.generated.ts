// Generated at build time by @northvault/build's generated-module-loader; this content is a placeholder for type-checking and tests.
/**
 * Replaced at build time by src/api-files/api-files.ts (docs/architecture.md#the-api-as-files): what the OpenAPI
 * document and the Postman collection the build writes beside the bundles hold. Null in tests and type checks.
 */
export const API_FILE_FACTS: { openApiVersion: string; operations: number } | null = null;
