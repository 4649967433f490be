/**
 * Request samples generated from an OpenAPI document at build time (docs/architecture.md#request-samples): the
 * document says what a call is (its server, method, path, parameters, security and body type), an example says
 * which values it sends, and httpsnippet-lite writes the call in each language. A value that must come from
 * the reader's environment (their token) is written as `envValue('NAME')` and comes out as that language's
 * way of reading the variable.
 */
import type { Request as HarRequest } from 'har-format';

/** The languages of the samples, with httpsnippet-lite's target and client for each. */
export const SNIPPET_LANGUAGES = {
  curl: { target: 'shell', client: 'curl' },
  node: { target: 'javascript', client: 'fetch' },
  python: { target: 'python', client: 'requests' },
} as const;

export type SnippetLanguage = keyof typeof SNIPPET_LANGUAGES;

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

interface OpenApiParameter {
  name: string;
  in: string;
  required?: boolean;
}

interface OpenApiOperation {
  parameters?: readonly OpenApiParameter[];
  security?: readonly Record<string, readonly string[]>[];
  requestBody?: { content: Record<string, { schema?: Record<string, Json> }> };
}

/** The parts of an OpenAPI 3.x document the samples read. */
export interface OpenApiDocument {
  servers?: readonly { url: string }[];
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, Record<string, Json>>; securitySchemes?: Record<string, Json> };
}

/** One call's example: the values it sends. */
export interface ExampleRequest {
  method: string;
  /** Relative to the document's server: `/banking/accounts`. */
  path: string;
  /** The values of the path's `{name}` parameters. */
  pathParams?: Readonly<Record<string, string>>;
  query?: Readonly<Record<string, string | number>>;
  /**
   * Headers the example sends (an idempotency key), values of the operation's required headers, and
   * `Authorization` for an operation that asks for a token.
   */
  headers?: Readonly<Record<string, string>>;
  body?: Json;
  /** The call answers 204 with no body: the samples print the status instead of parsing JSON. */
  noContent?: boolean;
}

/** A marker for a value read from the environment variable `name`, in a header value. */
export function envValue(name: string): string {
  return `NV_ENV_${name}`;
}

const ENV_MARK = /NV_ENV_([A-Z0-9_]+)/;

/** How each language's sample prints a JSON answer, and what it prints instead for an answer with no body. */
const PRINT_ANSWER: Record<SnippetLanguage, { json: string; status: string } | null> = {
  curl: null,
  node: { json: 'const data = await response.json();\n  console.log(data);', status: 'console.log(response.status);' },
  python: { json: 'print(response.json())', status: 'print(response.status_code)' },
};

/**
 * The server URL the snippets are written with (httpsnippet-lite needs a valid URL), replaced by `baseUrl`
 * once written, so the build can leave a placeholder there.
 */
const SNIPPET_BASE_URL = 'https://nv-snippet-base-url.invalid';

export class RequestSampleError extends Error {}

function operationOf(document: OpenApiDocument, example: ExampleRequest): OpenApiOperation {
  const operation = document.paths[example.path]?.[example.method.toLowerCase()];
  if (!operation) {
    throw new RequestSampleError(`${example.method} ${example.path} is not in the OpenAPI document`);
  }
  return operation;
}

function bodySchema(document: OpenApiDocument, operation: OpenApiOperation): Record<string, Json> | undefined {
  const schema = operation.requestBody?.content['application/json']?.schema;
  const ref = typeof schema?.$ref === 'string' ? schema.$ref : undefined;
  if (!ref) return schema;
  return document.components?.schemas?.[ref.replace('#/components/schemas/', '')];
}

/** The example checked against the operation, as a HAR request: every value it sends must be documented. */
export function harRequest(document: OpenApiDocument, example: ExampleRequest): HarRequest {
  const operation = operationOf(document, example);
  const name = `${example.method} ${example.path}`;
  const parameters = operation.parameters ?? [];
  const documented = (where: string) => new Set(parameters.filter((p) => p.in === where).map((p) => p.name));

  const queryNames = documented('query');
  for (const key of Object.keys(example.query ?? {})) {
    if (!queryNames.has(key)) throw new RequestSampleError(`${name}: query parameter ${key} is not documented`);
  }
  for (const parameter of parameters) {
    if (parameter.in === 'query' && parameter.required && example.query?.[parameter.name] === undefined) {
      throw new RequestSampleError(`${name}: the example lacks the required query parameter ${parameter.name}`);
    }
  }

  const pathNames = documented('path');
  for (const key of Object.keys(example.pathParams ?? {})) {
    if (!pathNames.has(key)) throw new RequestSampleError(`${name}: path parameter ${key} is not documented`);
  }
  const path = example.path.replace(/\{([^}]+)\}/g, (_, parameter: string) => {
    const value = example.pathParams?.[parameter];
    if (value === undefined) throw new RequestSampleError(`${name}: the example lacks the path parameter ${parameter}`);
    return encodeURIComponent(value);
  });

  const headerNames = documented('header');
  const headers: { name: string; value: string }[] = [];
  if ((operation.security ?? []).some((requirement) => Object.keys(requirement).length > 0)) {
    const authorization = example.headers?.Authorization;
    if (authorization === undefined)
      throw new RequestSampleError(`${name}: the example lacks the Authorization header`);
    headers.push({ name: 'Authorization', value: authorization });
  }
  for (const [key, value] of Object.entries(example.headers ?? {})) {
    if (key === 'Authorization') continue;
    if (!headerNames.has(key)) throw new RequestSampleError(`${name}: header ${key} is not documented`);
    headers.push({ name: key, value });
  }
  for (const parameter of parameters) {
    if (parameter.in === 'header' && parameter.required && example.headers?.[parameter.name] === undefined) {
      throw new RequestSampleError(`${name}: the example lacks the required header ${parameter.name}`);
    }
  }

  const schema = bodySchema(document, operation);
  if (example.body !== undefined) {
    if (!schema) throw new RequestSampleError(`${name} takes no JSON body`);
    const properties = schema.properties as Record<string, Json> | undefined;
    if (properties && typeof example.body === 'object' && example.body !== null && !Array.isArray(example.body)) {
      for (const key of Object.keys(example.body)) {
        if (!(key in properties)) throw new RequestSampleError(`${name}: body field ${key} is not documented`);
      }
    }
    const required = (schema.required ?? []) as string[];
    for (const key of required) {
      if ((example.body as Record<string, Json>)[key] === undefined) {
        throw new RequestSampleError(`${name}: the example body lacks the required field ${key}`);
      }
    }
    headers.push({ name: 'Content-Type', value: 'application/json' });
  } else if (operation.requestBody && schema && ((schema.required ?? []) as string[]).length > 0) {
    throw new RequestSampleError(`${name}: the example has no body`);
  }

  const query = new URLSearchParams(
    Object.entries(example.query ?? {}).map(([key, value]): [string, string] => [key, String(value)]),
  ).toString();
  return {
    method: example.method,
    url: `${SNIPPET_BASE_URL}${path}${query ? `?${query}` : ''}`,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: [],
    headersSize: -1,
    bodySize: -1,
    ...(example.body === undefined
      ? {}
      : { postData: { mimeType: 'application/json', text: JSON.stringify(example.body) } }),
  };
}

/** Each language's string literal holding an environment marker, rewritten to read the variable. */
const READ_ENV: Record<SnippetLanguage, (code: string) => string> = {
  // '…NV_ENV_X…' → "…$X…", when nothing else in it means something to the shell inside double quotes.
  curl: (code) =>
    code.replace(
      /'([^'"$`\\]*)NV_ENV_([A-Z0-9_]+)([^'"$`\\]*)'/g,
      (_, before, variable, after) => `"${before}$${variable}${after}"`,
    ),
  node: (code) =>
    code
      .replace(/'NV_ENV_([A-Z0-9_]+)'/g, (_, variable) => `process.env.${variable}`)
      .replace(
        /'([^'`$\\]*)NV_ENV_([A-Z0-9_]+)([^'`$\\]*)'/g,
        (_, before, variable, after) => `\`${before}\${process.env.${variable}}${after}\``,
      ),
  python: (code) => {
    const rewritten = code
      .replace(/"NV_ENV_([A-Z0-9_]+)"/g, (_, variable) => `os.environ["${variable}"]`)
      .replace(
        /"([^"{}\\]*)NV_ENV_([A-Z0-9_]+)([^"{}\\]*)"/g,
        (_, before, variable, after) => `f"${before}{os.environ['${variable}']}${after}"`,
      );
    return rewritten === code ? code : `import os\n${rewritten}`;
  },
};

/**
 * The example written in every language, with `baseUrl` (which may be a placeholder) as the server. Throws
 * `RequestSampleError` when the example does not fit the document, or a marker could not be rewritten.
 */
export async function requestSnippets(
  document: OpenApiDocument,
  example: ExampleRequest,
  baseUrl: string,
): Promise<Record<SnippetLanguage, string>> {
  // httpsnippet-lite ships ES modules only; this package is CommonJS.
  const { HTTPSnippet } = await import('httpsnippet-lite');
  const snippet = new HTTPSnippet(harRequest(document, example));
  const written = {} as Record<SnippetLanguage, string>;
  for (const [language, { target, client }] of Object.entries(SNIPPET_LANGUAGES) as [
    SnippetLanguage,
    (typeof SNIPPET_LANGUAGES)[SnippetLanguage],
  ][]) {
    const converted = await snippet.convert(target, client);
    if (typeof converted !== 'string') throw new RequestSampleError(`httpsnippet-lite wrote no ${language} sample`);
    let code = READ_ENV[language](converted).replaceAll(SNIPPET_BASE_URL, baseUrl).trimEnd();
    const print = PRINT_ANSWER[language];
    if (example.noContent && print) {
      if (!code.includes(print.json)) {
        throw new RequestSampleError(
          `${example.method} ${example.path}: the ${language} sample prints its answer unlike expected`,
        );
      }
      code = code.replace(print.json, print.status);
    }
    if (ENV_MARK.test(code)) {
      throw new RequestSampleError(
        `${example.method} ${example.path}: an environment value in ${language} was left as is`,
      );
    }
    written[language] = code;
  }
  return written;
}
