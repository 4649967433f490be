/**
 * The Postman collection made from an OpenAPI document (postman-collection.ts): it parses as Postman Collection
 * Format v2.1, holds one request per operation, authenticates with the reader's key and sends their plan.
 */
import {
  type OperationExample,
  operationCount,
  postmanCollection,
  postmanRequests,
  POSTMAN_SCHEMA_V21,
} from './postman-collection';
import type { OpenApiDocument } from './request-snippets';

const NAMES = { baseUrl: 'baseUrl', apiKey: 'apiKey', plan: 'planType' };

const EXAMPLES = (method: string, path: string) =>
  (
    ({
      'POST /banking/accounts': { body: { account_type: 'checking', currency: 'USD', initial_deposit: 19.99 } },
      'DELETE /webhooks/{id}': { pathParams: { id: 'wh_123' } },
      'POST /auth/login': { body: { email: 'ada@example.com', password: 'secret' } },
    }) as Record<string, OperationExample>
  )[`${method} ${path}`];

const planHeader = { name: 'X-Plan-Type', in: 'header', required: true, schema: { type: 'string' } };
const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Northvault API (sandbox)', version: '1' },
  servers: [{ url: 'http://localhost:3001/v1' }],
  components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
  security: [{ bearer: [] }],
  paths: {
    '/banking/accounts': {
      get: {
        tags: ['Banking'],
        summary: 'List accounts',
        parameters: [planHeader],
        responses: { 200: { description: 'OK' } },
      },
      post: {
        tags: ['Banking'],
        summary: 'Open an account',
        parameters: [planHeader],
        requestBody: {
          content: {
            'application/json': {
              schema: { type: 'object', properties: { currency: { type: 'string', example: 'USD' } } },
            },
          },
        },
        responses: { 201: { description: 'Created' } },
      },
    },
    '/webhooks/{id}': {
      delete: {
        tags: ['Webhooks'],
        summary: 'Delete an endpoint',
        parameters: [planHeader, { name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { 204: { description: 'Deleted' } },
      },
    },
    '/auth/login': {
      post: { tags: ['Authentication'], summary: 'Sign in', security: [], responses: { 200: { description: 'OK' } } },
    },
  },
} as unknown as OpenApiDocument;

it('holds one request per operation, in a folder per tag, and parses as Collection Format v2.1', async () => {
  const collection = await postmanCollection(DOCUMENT, NAMES, 'X-Plan-Type', EXAMPLES);
  const parsed = JSON.parse(JSON.stringify(collection));
  expect(parsed.info).toMatchObject({ name: 'Northvault API (sandbox)', schema: POSTMAN_SCHEMA_V21 });
  expect(operationCount(DOCUMENT)).toBe(4);
  const requests = postmanRequests(parsed.item);
  expect(requests.map((item) => `${item.request!.method} ${item.name}`).sort()).toEqual([
    'DELETE Delete an endpoint',
    'GET List accounts',
    'POST Open an account',
    'POST Sign in',
  ]);
  expect(parsed.item.map((folder: { name: string }) => folder.name).sort()).toEqual([
    'Authentication',
    'Banking',
    'Webhooks',
  ]);
});

it('authenticates with {{apiKey}}, sends {{planType}} and starts at {{baseUrl}}', async () => {
  const collection = await postmanCollection(DOCUMENT, NAMES, 'X-Plan-Type', EXAMPLES);
  expect(collection.auth).toEqual({ type: 'bearer', bearer: [{ key: 'token', value: '{{apiKey}}', type: 'string' }] });
  expect(collection.variable?.map(({ key, value }) => [key, value])).toEqual([
    ['baseUrl', 'http://localhost:3001/v1'],
    ['apiKey', ''],
    ['planType', ''],
  ]);
  const [list] = postmanRequests(collection.item).filter((item) => item.name === 'List accounts');
  expect(list!.request!.header).toEqual(
    expect.arrayContaining([expect.objectContaining({ key: 'X-Plan-Type', value: '{{planType}}' })]),
  );
  expect(list!.request!.url).toMatchObject({ host: ['{{baseUrl}}'], path: ['banking', 'accounts'] });
});

it('sends the docs’ example values, never made-up ones, and saves no made-up responses', async () => {
  const collection = await postmanCollection(DOCUMENT, NAMES, 'X-Plan-Type', EXAMPLES);
  const byName = (name: string) => postmanRequests(collection.item).find((item) => item.name === name)!;
  expect(byName('Open an account').request!.body).toMatchObject({
    mode: 'raw',
    raw: JSON.stringify({ account_type: 'checking', currency: 'USD', initial_deposit: 19.99 }, null, 2),
  });
  expect(byName('Delete an endpoint').request!.url).toMatchObject({
    variable: [expect.objectContaining({ key: 'id', value: 'wh_123' })],
  });
  expect(postmanRequests(collection.item).every((item) => item.response?.length === 0)).toBe(true);
});

it('refuses an operation with a body the docs give no example of', async () => {
  await expect(postmanCollection(DOCUMENT, NAMES, 'X-Plan-Type', () => undefined)).rejects.toThrow(
    'POST /banking/accounts has a request body but the docs give no example of it',
  );
});

it('makes the same collection from the same document', async () => {
  const first = await postmanCollection(DOCUMENT, NAMES, 'X-Plan-Type', EXAMPLES);
  const second = await postmanCollection(DOCUMENT, NAMES, 'X-Plan-Type', EXAMPLES);
  expect(JSON.stringify(second)).toBe(JSON.stringify(first));
});
