/**
 * Writes the documented API as files into the docs' build (docs/architecture.md#the-api-as-files), in Node, while
 * webpack builds: the sandbox's OpenAPI document, as the backend's build wrote it from the API's own DTOs (the one
 * the request samples are generated from), and the Postman collection made from it, whose requests send the same
 * example values as the request samples. The site serves both from the visitor's docs release; the page names what
 * they hold.
 */
import { readFileSync } from 'node:fs';
import { API_FILES, POSTMAN_VARIABLES } from '@northvault/contracts/api-files';
import { PUBLIC_API } from '@northvault/contracts/business';
import type { GeneratedModule } from '@northvault/build/generated-module-loader';
import { type OperationExample, operationCount, postmanCollection } from '@northvault/build/postman-collection';
import type { OpenApiDocument } from '@northvault/build/request-snippets';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { documentedEndpoints } from '../highlighting/request-samples';

function openApiText(): string {
  let file: string;
  try {
    file = require.resolve('backend/dist/openapi.json');
  } catch {
    throw new Error('The sandbox OpenAPI document is missing: build the backend first (npm run build -w backend)');
  }
  return readFileSync(file, 'utf8');
}

/** Each operation's example, as the general reference gives it, else the first plan's docs that list it. */
function docsExamples(): Map<string, OperationExample> {
  const examples = new Map<string, OperationExample>();
  for (const plan of [null, ...PLAN_LIST]) {
    for (const endpoint of documentedEndpoints(plan)) {
      const key = `${endpoint.method} ${endpoint.path}`;
      if (examples.has(key)) continue;
      examples.set(key, {
        pathParams: endpoint.examplePath,
        query: endpoint.exampleQuery,
        headers: endpoint.exampleHeaders,
        body: endpoint.exampleBody,
      });
    }
  }
  return examples;
}

export default async function apiFilesModule(): Promise<GeneratedModule> {
  const text = openApiText();
  const document = JSON.parse(text) as OpenApiDocument & { openapi: string };
  const examples = docsExamples();
  const collection = await postmanCollection(document, POSTMAN_VARIABLES, PUBLIC_API.planHeader, (method, path) =>
    examples.get(`${method} ${path}`),
  );
  return {
    exports: { API_FILE_FACTS: { openApiVersion: document.openapi, operations: operationCount(document) } },
    files: {
      [API_FILES.openApi.file]: text,
      [API_FILES.postman.file]: `${JSON.stringify(collection, null, 2)}\n`,
    },
  };
}
