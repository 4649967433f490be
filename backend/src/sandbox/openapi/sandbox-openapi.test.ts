import SwaggerParser from '@apidevtools/swagger-parser';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** The document as untyped JSON: any property may be read, and the assertions say what must be there. */
type Json = { [key: string]: Json } & Json[] & string;
type Operation = {
  parameters?: { in: string; name: string }[];
  security?: unknown;
  responses: Record<string, { headers: Record<string, unknown>; content: Record<string, { schema: unknown }> }>;
};

describe('GET /v1/openapi.json (docs/product/api.md#openapi-document)', () => {
  let api: TestApp;
  let document: Json;

  beforeAll(async () => {
    api = await createTestApp({ env: { SANDBOX_PUBLIC_URL: 'https://sandbox.northvault.test/v1' } });
    const response = await api.sandbox().get('/v1/openapi.json').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.body as Json;
  });

  afterAll(() => api.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(document.openapi).toBe('3.1.0');
    // validate() dereferences in place: hand it a copy.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('names the configured public base URL as its server', () => {
    expect(document.servers).toEqual([{ url: 'https://sandbox.northvault.test/v1', description: 'Sandbox' }]);
  });

  it('describes every /v1 endpoint, and nothing of the site API', () => {
    const operations = Object.entries(document.paths as unknown as Record<string, Record<string, unknown>>).flatMap(
      ([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'POST /auth/login',
        'GET /auth/user',
        'GET /banking/accounts',
        'POST /banking/accounts',
        'GET /banking/transactions',
        'POST /banking/transactions',
        'GET /xero/organizations',
        'GET /xero/invoices',
        'POST /xero/sync',
        'POST /webhooks',
        'GET /webhooks',
        'GET /webhooks/{id}',
        'PATCH /webhooks/{id}',
        'DELETE /webhooks/{id}',
        'GET /request-logs',
        'GET /request-logs/{request_id}',
        'GET /white-label/config',
        'POST /white-label/deploy',
      ].sort(),
    );
  });

  it('asks for the bearer token and X-Plan-Type on every call but the login', () => {
    expect(document.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    // The scheme takes a secret API key or a login's token (docs/product/api.md#api-keys).
    expect(document.components.securitySchemes.bearer.description).toContain('`nv_test_sk_…`');
    expect(document.components.securitySchemes.bearer.description).toContain('`read_only` key calls GET only');
    expect(document.info.description).toContain('Authorization: Bearer nv_test_sk_…');
    for (const [path, item] of Object.entries(document.paths as unknown as Record<string, Record<string, Operation>>)) {
      for (const operation of Object.values(item)) {
        const planHeader = operation.parameters?.find((p) => p.in === 'header' && p.name === 'X-Plan-Type');
        if (path === '/auth/login') {
          expect(operation.security).toBeUndefined();
          expect(planHeader).toBeUndefined();
        } else {
          expect(operation.security).toEqual([{ bearer: [] }]);
          expect(planHeader).toEqual(
            expect.objectContaining({
              required: true,
              schema: { type: 'string', enum: ['starter', 'business', 'enterprise'] },
            }),
          );
        }
      }
    }
  });

  it('describes request bodies from the DTOs that validate them', () => {
    const schemas = document.components.schemas;
    const transaction = document.paths['/banking/transactions'].post;
    expect(transaction.requestBody.content['application/json'].schema).toEqual({
      oneOf: [
        { $ref: '#/components/schemas/CreateTransactionDto' },
        { $ref: '#/components/schemas/BulkTransactionsDto' },
      ],
    });
    expect(schemas.BulkTransactionsDto.properties.transactions).toEqual(
      expect.objectContaining({ type: 'array', items: { $ref: '#/components/schemas/CreateTransactionDto' } }),
    );
    expect(Object.keys(transaction.responses)).toEqual(expect.arrayContaining(['200', '201']));
    expect(schemas.CreateTransactionDto.required.sort()).toEqual(['account_id', 'amount', 'currency', 'type']);
    expect(schemas.CreateTransactionDto.properties.type).toEqual(
      expect.objectContaining({ type: 'string', enum: ['debit', 'credit'] }),
    );
    expect(schemas.CreateTransactionDto.properties.amount).toEqual(
      expect.objectContaining({ type: 'number', minimum: 0, 'x-decimal-places': 2 }),
    );
    expect(schemas.LoginDto.properties.email).toEqual(expect.objectContaining({ type: 'string', format: 'email' }));
    expect(transaction.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'Idempotency-Key' }));
    // Accounts are in USD only, as the docs say; bulk items are transactions; dates are real ones.
    expect(schemas.CreateAccountDto.properties.currency.enum).toEqual(['USD']);
    expect(schemas.CreateTransactionDto.properties.currency.enum).toEqual(['USD']);
    expect(JSON.stringify(document)).not.toContain('multipleOf');
    const invoices = document.paths['/xero/invoices'].get.parameters as unknown as { name: string; schema: unknown }[];
    expect(invoices.find((parameter) => parameter.name === 'modified_since')!.schema).toEqual({
      anyOf: [
        { type: 'string', format: 'date' },
        { type: 'string', format: 'date-time' },
      ],
    });
    const list = document.paths['/banking/transactions'].get;
    expect(list.parameters).toContainEqual(
      expect.objectContaining({ in: 'query', name: 'account_id', required: true }),
    );
  });

  it('describes responses, nullable fields as 3.1 does, and every error in the one shape with its request id', () => {
    const schemas = document.components.schemas;
    expect(document.paths['/banking/accounts'].get.responses['200'].content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/AccountList',
    });
    expect(schemas.TransactionBody.properties.description.type).toEqual(['string', 'null']);
    expect(document.paths['/white-label/deploy'].post.requestBody.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/DeployWhiteLabelDto',
    });
    expect(schemas.DeployWhiteLabelDto.required).toEqual(['config_id']);
    expect(Object.keys(document.paths['/white-label/deploy'].post.responses).sort()).toEqual(
      ['200', '400', '401', '403', '404', '409', '422', '429'].sort(),
    );
    expect(schemas.WhiteLabelConfigAnswer.required.sort()).toEqual(['config', 'live_version', 'up_to_date']);
    // A nullable object of a named schema: the schema or null (allOf with the schema would refuse null).
    expect(schemas.WhiteLabelConfigAnswer.properties.config).toEqual({
      description: 'null until a configuration is saved.',
      anyOf: [{ $ref: '#/components/schemas/WhiteLabelConfigBody' }, { type: 'null' }],
    });
    expect(schemas.ErrorDetail.required.sort()).toEqual(['code', 'message', 'request_id']);
    for (const item of Object.values(document.paths as unknown as Record<string, Record<string, Operation>>)) {
      for (const operation of Object.values(item)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses).toEqual(expect.arrayContaining(['400', '429']));
        for (const [status, response] of Object.entries(operation.responses)) {
          expect(response.headers['X-Request-Id']).toBeDefined();
          if (Number(status) >= 400) {
            expect(response.content['application/json'].schema).toEqual({ $ref: '#/components/schemas/ErrorResponse' });
          }
        }
      }
    }
  });
});
