/**
 * The Postman collection of the documented API, made at build time from the same OpenAPI document as the request
 * samples (docs/architecture.md#the-api-as-files), by openapi-to-postmanv2: one request per operation, in a folder
 * per tag. What the converter leaves generic is made the sandbox's own: the collection authenticates every request
 * with the reader's secret API key (`{{apiKey}}`), sends their plan (`{{planType}}`) where the document asks for it,
 * and starts at the document's server (`{{baseUrl}}`). Its values are the docs' own examples (the ones the request
 * samples send), never the converter's: it fakes values it lacks at random, so each build would differ.
 */
import { createHash } from 'node:crypto';
import { convertV2 } from 'openapi-to-postmanv2';
import type { OpenApiDocument } from './request-snippets';

/** The variables a reader sets once, for every request. */
export interface PostmanVariableNames {
  baseUrl: string;
  apiKey: string;
  plan: string;
}

interface PostmanVariable {
  key: string;
  value: string;
  type?: string;
  description?: string;
}

/** The docs' example of one operation: the values its request sample sends. */
export interface OperationExample {
  pathParams?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number>>;
  headers?: Readonly<Record<string, string>>;
  body?: unknown;
}

/** The example of `METHOD /path/{id}`, as the OpenAPI document writes the path. */
export type OperationExamples = (method: string, path: string) => OperationExample | undefined;

interface PostmanParameter {
  key: string;
  value?: string;
  disabled?: boolean;
}

interface PostmanHeader {
  key: string;
  value: string;
  description?: unknown;
  disabled?: boolean;
}

/** A request or a folder of the collection (Postman Collection Format v2.1). */
export interface PostmanItem {
  id?: string;
  name: string;
  item?: PostmanItem[];
  request?: {
    method: string;
    url: { raw?: string; host?: string[]; path?: string[]; query?: PostmanParameter[]; variable?: PostmanParameter[] };
    header?: PostmanHeader[];
    auth?: unknown;
    body?: unknown;
  };
  response?: Array<{ id?: string }>;
}

export interface PostmanCollection {
  info: { name: string; description?: unknown; schema: string; _postman_id?: string };
  item: PostmanItem[];
  variable?: PostmanVariable[];
  auth?: unknown;
}

export const POSTMAN_SCHEMA_V21 = 'https://schema.getpostman.com/json/collection/v2.1.0/collection.json';

/** Every request of the collection, folders flattened. */
export function postmanRequests(items: readonly PostmanItem[]): PostmanItem[] {
  return items.flatMap((item) => (item.request ? [item] : postmanRequests(item.item ?? [])));
}

/** The number of operations the document describes: what the collection must hold one request for each. */
export function operationCount(document: OpenApiDocument): number {
  const methods = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);
  return Object.values(document.paths).reduce(
    (count, item) => count + Object.keys(item).filter((key) => methods.has(key)).length,
    0,
  );
}

function convert(document: OpenApiDocument): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    convertV2(
      { type: 'json', data: document as unknown as Record<string, unknown> },
      {
        folderStrategy: 'Tags',
        // The documents' own examples where there are some, and no random values: the same document makes the same
        // collection, build after build.
        parametersResolution: 'Example',
        schemaFaker: false,
        requestNameSource: 'Fallback',
        includeAuthInfoInExample: false,
        alwaysInheritAuthentication: true,
      },
      (error, result) => {
        if (error) reject(new Error(`OpenAPI to Postman: ${error.message}`));
        else if (!result?.result || !result.output?.[0]) reject(new Error(`OpenAPI to Postman: ${result?.reason}`));
        else resolve(result.output[0].data as PostmanCollection);
      },
    );
  });
}

/** A UUID-shaped id made from `seed`: the converter's are random, so each build would differ. */
function stableId(seed: string): string {
  const hex = createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** `banking/transactions/:id` → `/banking/transactions/{id}`, as the document writes it. */
function documentPath(segments: readonly string[]): string {
  return `/${segments.map((segment) => segment.replace(/^:(.+)$/, '{$1}')).join('/')}`;
}

const HEADERS_OF_THE_COLLECTION = new Set(['content-type', 'accept']);

/** The request with the example's values, or none: a value the example lacks is left empty and switched off. */
function withExample(
  call: NonNullable<PostmanItem['request']>,
  example: OperationExample | undefined,
  hasBody: boolean,
  operation: string,
  planHeader: string,
  names: PostmanVariableNames,
): void {
  for (const parameter of call.url.variable ?? []) {
    parameter.value = example?.pathParams?.[parameter.key] ?? '';
  }
  for (const parameter of call.url.query ?? []) {
    const value = example?.query?.[parameter.key];
    parameter.value = value === undefined ? '' : String(value);
    parameter.disabled = value === undefined;
  }
  for (const header of call.header ?? []) {
    if (header.key.toLowerCase() === planHeader.toLowerCase()) {
      header.value = variable(names.plan);
      delete header.disabled;
    } else if (!HEADERS_OF_THE_COLLECTION.has(header.key.toLowerCase())) {
      const value = example?.headers?.[header.key];
      header.value = value ?? '';
      header.disabled = value === undefined;
    }
  }
  if (!hasBody) return;
  if (example?.body === undefined)
    throw new Error(`${operation} has a request body but the docs give no example of it`);
  call.body = {
    mode: 'raw',
    raw: JSON.stringify(example.body, null, 2),
    options: { raw: { headerFamily: 'json', language: 'json' } },
  };
}

/** `{{name}}`: how a request refers to a variable. */
const variable = (name: string) => `{{${name}}}`;

export async function postmanCollection(
  document: OpenApiDocument & { info?: { title?: string; description?: string } },
  names: PostmanVariableNames,
  planHeader: string,
  examples: OperationExamples = () => undefined,
): Promise<PostmanCollection> {
  const collection = await convert(document);
  const baseUrl = document.servers?.[0]?.url ?? '';
  for (const request of postmanRequests(collection.item)) {
    const { request: call } = request;
    const path = documentPath(call!.url.path ?? []);
    const operation = `${call!.method} ${path}`;
    request.id = stableId(`${operation} ${request.name}`);
    // The converter's saved responses hold values it made up; the docs show the real ones.
    request.response = [];
    // Inherited from the collection: the key is set in one place.
    delete call!.auth;
    const hasBody = document.paths[path]?.[call!.method.toLowerCase()]?.requestBody !== undefined;
    withExample(call!, examples(call!.method, path), hasBody, operation, planHeader, names);
  }
  const requests = postmanRequests(collection.item).length;
  const operations = operationCount(document);
  if (requests !== operations) {
    throw new Error(`The Postman collection has ${requests} requests for the document's ${operations} operations`);
  }
  // The converter gives each run a random id: without it, one document makes one collection.
  const { _postman_id: _random, ...info } = collection.info;
  return {
    ...collection,
    info: { ...info, name: document.info?.title ?? info.name, schema: POSTMAN_SCHEMA_V21 },
    auth: { type: 'bearer', bearer: [{ key: 'token', value: variable(names.apiKey), type: 'string' }] },
    variable: [
      { key: names.baseUrl, value: baseUrl, type: 'string', description: 'The sandbox’s base URL.' },
      { key: names.apiKey, value: '', type: 'string', description: 'Your secret API key: nv_test_sk_…' },
      { key: names.plan, value: '', type: 'string', description: 'Your plan: starter, business or enterprise.' },
    ],
  };
}
