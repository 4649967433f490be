import { envValue, harRequest, requestSnippets, type OpenApiDocument } from './request-snippets';

const DOCUMENT: OpenApiDocument = {
  servers: [{ url: 'https://sandbox.example/v1' }],
  paths: {
    '/things': {
      get: {
        security: [{ bearer: [] }],
        parameters: [
          { name: 'X-Plan-Type', in: 'header', required: true },
          { name: 'owner', in: 'query', required: true },
          { name: 'limit', in: 'query' },
        ],
      },
      post: {
        security: [{ bearer: [] }],
        parameters: [
          { name: 'X-Plan-Type', in: 'header', required: true },
          { name: 'Idempotency-Key', in: 'header' },
        ],
        requestBody: { content: { 'application/json': { schema: { $ref: '#/components/schemas/CreateThing' } } } },
      },
    },
    '/things/{id}': {
      delete: {
        security: [{ bearer: [] }],
        parameters: [
          { name: 'X-Plan-Type', in: 'header', required: true },
          { name: 'id', in: 'path', required: true },
        ],
      },
    },
  },
  components: {
    schemas: {
      CreateThing: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string' }, note: { type: 'string' } },
      },
    },
  },
};

const signedIn = { Authorization: `Bearer ${envValue('NV_TOKEN')}`, 'X-Plan-Type': envValue('NV_PLAN') };

it('writes the call in curl, Node.js (fetch) and Python (requests), reading the token from the environment', async () => {
  const samples = await requestSnippets(
    DOCUMENT,
    {
      method: 'POST',
      path: '/things',
      headers: { ...signedIn, 'Idempotency-Key': 'k-1' },
      body: { name: "Rob's", note: 'x' },
    },
    'BASE',
  );
  expect(samples.curl).toContain(`--url BASE/things`);
  expect(samples.curl).toContain(`--header "Authorization: Bearer $NV_TOKEN"`);
  expect(samples.curl).toContain(`--header "X-Plan-Type: $NV_PLAN"`);
  expect(samples.curl).toContain(`--header 'Idempotency-Key: k-1'`);
  expect(samples.node).toContain('Authorization: `Bearer ${process.env.NV_TOKEN}`');
  expect(samples.node).toContain(`'X-Plan-Type': process.env.NV_PLAN`);
  expect(samples.node).toContain(`await fetch(url, options)`);
  expect(samples.python.split('\n')[0]).toBe('import os');
  expect(samples.python).toContain(`"Authorization": f"Bearer {os.environ['NV_TOKEN']}"`);
  expect(samples.python).toContain(`"X-Plan-Type": os.environ["NV_PLAN"]`);
  expect(samples.python).toContain(`"name": "Rob's"`);
  expect(JSON.stringify(samples)).not.toContain('NV_ENV_');
});

it('refuses an example the document does not describe', () => {
  const list = { method: 'GET', path: '/things', headers: signedIn, query: { owner: 'me' } };
  expect(() => harRequest(DOCUMENT, { ...list, path: '/others' })).toThrow(
    'GET /others is not in the OpenAPI document',
  );
  expect(() => harRequest(DOCUMENT, { ...list, query: { owner: 'me', colour: 'red' } })).toThrow(
    'GET /things: query parameter colour is not documented',
  );
  expect(() => harRequest(DOCUMENT, { ...list, query: {} })).toThrow(
    'the example lacks the required query parameter owner',
  );
  expect(() => harRequest(DOCUMENT, { ...list, headers: { Authorization: 'Bearer t' } })).toThrow(
    'the example lacks the required header X-Plan-Type',
  );
  expect(() => harRequest(DOCUMENT, { ...list, headers: { 'X-Plan-Type': 'p' } })).toThrow(
    'the example lacks the Authorization header',
  );
  const create = { method: 'POST', path: '/things', headers: signedIn };
  expect(() => harRequest(DOCUMENT, { ...create, body: { name: 'a', colour: 'red' } })).toThrow(
    'POST /things: body field colour is not documented',
  );
  expect(() => harRequest(DOCUMENT, { ...create, body: { note: 'a' } })).toThrow(
    'the example body lacks the required field name',
  );
  expect(() => harRequest(DOCUMENT, { ...create })).toThrow('POST /things: the example has no body');
  expect(() => harRequest(DOCUMENT, { ...list, body: { name: 'a' } })).toThrow('GET /things takes no JSON body');
});

it('puts the example’s path parameters into the URL, and refuses a missing or undocumented one', () => {
  const remove = { method: 'DELETE', path: '/things/{id}', headers: signedIn };
  expect(harRequest(DOCUMENT, { ...remove, pathParams: { id: 'th 1' } }).url).toBe(
    'https://nv-snippet-base-url.invalid/things/th%201',
  );
  expect(() => harRequest(DOCUMENT, remove)).toThrow('DELETE /things/{id}: the example lacks the path parameter id');
  expect(() => harRequest(DOCUMENT, { ...remove, pathParams: { id: 'th_1', kind: 'x' } })).toThrow(
    'DELETE /things/{id}: path parameter kind is not documented',
  );
});

it('prints the status of an answer with no body instead of parsing it', async () => {
  const samples = await requestSnippets(
    DOCUMENT,
    { method: 'DELETE', path: '/things/{id}', pathParams: { id: 'th_1' }, headers: signedIn, noContent: true },
    'BASE',
  );
  expect(samples.curl).toContain('--request DELETE');
  expect(samples.node).toContain('console.log(response.status);');
  expect(samples.node).not.toContain('response.json()');
  expect(samples.python).toContain('print(response.status_code)');
  expect(samples.python).not.toContain('response.json()');
});
