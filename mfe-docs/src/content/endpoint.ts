import type { Permission } from '@northvault/contracts/plans';

export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export type ParameterLocation = 'header' | 'path' | 'query' | 'body';

export interface EndpointParameter {
  name: string;
  in: ParameterLocation;
  type: string;
  required: boolean;
  description: string;
}

/** One operation of the documented-only public API (docs/product/api.md#documented-api), as the docs present it. */
export interface EndpointDoc {
  /** Anchor of the operation, unique on a page: `post-banking-accounts`. */
  id: string;
  method: HttpMethod;
  /** Path below the versioned base URL: `/banking/accounts`. */
  path: string;
  title: string;
  description: string;
  /** False only for the call that issues the bearer token. */
  authenticated: boolean;
  /** The permission the token's plan must grant (the route declares it); omitted when any token may call it. */
  permission?: Permission;
  parameters: readonly EndpointParameter[];
  /** The values of the path's `{name}` parameters in the request example. */
  examplePath?: Readonly<Record<string, string>>;
  /** The query string of the request example. */
  exampleQuery?: Readonly<Record<string, string | number>>;
  /** The JSON body of the request example. */
  exampleBody?: JsonValue;
  /** Extra request headers of the example, such as an idempotency key. */
  exampleHeaders?: Readonly<Record<string, string>>;
  /** A 204's body is null: the answer has none. */
  response: { status: 200 | 201 | 202 | 204; body: JsonValue };
  /** Limits and caveats a reader must know before calling it. */
  notes?: readonly string[];
}

export const STATUS_TEXT: Readonly<Record<EndpointDoc['response']['status'], string>> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
};
