/**
 * The API changelog (docs/product/api.md#changelog), newest first: what changed for someone integrating the
 * documented API, dated. The page, its Markdown twin and its Atom feed (one entry per change) all read this list.
 * Text marks code with backticks (InlineMarkup); the feed gets the summary without them.
 */
export interface ApiChange {
  /** The entry's element id on /api-docs/changelog, and its feed entry's fragment: never change one once published. */
  id: string;
  /** ISO date the change reached the sandbox. */
  date: string;
  title: string;
  /** One sentence: the feed entry's summary and the page's first line. */
  summary: string;
  /** What a client notices, one item each. */
  details: readonly string[];
}

export const API_CHANGES: readonly ApiChange[] = [
  {
    id: '2026-11-27-api-keys',
    date: '2026-11-27',
    title: 'Secret API keys',
    summary:
      'Call every `/v1` endpoint with `Authorization: Bearer nv_test_sk_…` and `X-Plan-Type`, with keys you create, roll and revoke on Developers.',
    details: [
      'Each key is `read_only` (GET calls only) or `read_write`, may expire, and is shown once, at creation.',
      '`Roll key` issues a new key and keeps the old one valid for an overlap of your choice: none, 1 hour, 24 hours or 7 days.',
      'A revoked, expired or unknown key answers 401 with a message that says which; a `read_only` key on a write answers 403 `This API key is read-only.`',
      'Login tokens from `POST /v1/auth/login` keep working as before.',
    ],
  },
  {
    id: '2026-11-27-request-log',
    date: '2026-11-27',
    title: 'Request log',
    summary:
      'Every `/v1` call of your account is kept for 30 days, readable through `GET /v1/request-logs` and `GET /v1/request-logs/{request_id}`.',
    details: [
      'Each entry has the method, path, status, duration, `request_id`, `Idempotency-Key` and the key or token used (by prefix).',
      'Request and response bodies are kept with secrets and card numbers removed, 8 KB each at most.',
      'Filter by status class (`2xx`, `4xx`, `5xx`), method, path and date; pages go on with `starting_after`.',
    ],
  },
  {
    id: '2026-11-27-webhook-endpoints',
    date: '2026-11-27',
    title: 'Listing, reading and deleting webhook endpoints',
    summary:
      '`GET /v1/webhooks`, `GET /v1/webhooks/{id}` and `DELETE /v1/webhooks/{id}` manage your endpoints; a duplicate endpoint is refused with 409.',
    details: [
      'An endpoint is never returned with its signing secret.',
      'Registering the same URL again with events that overlap an existing endpoint answers 409 `webhook_duplicate`.',
    ],
  },
  {
    id: '2026-11-27-parameter-validation',
    date: '2026-11-27',
    title: 'Query and path parameters validated like bodies',
    summary:
      'Every query and path parameter is held to the same rules as body fields, and a bad one answers 400 naming it instead of an error on our side.',
    details: [
      'Control characters, lone surrogates, over-long values, dates that do not exist (`2026-02-30`) and ids of the wrong shape are refused with 400 `invalid_request` and `param`.',
    ],
  },
  {
    id: '2026-11-27-openapi-contract',
    date: '2026-11-27',
    title: 'An OpenAPI document standard validators accept, kept by the API',
    summary:
      'Money amounts are decimals with two places without `multipleOf`, bulk items and currencies are described exactly, and every exchange of our tests is checked against the document.',
    details: [
      '`amount` and `initial_deposit` accept values such as `19.99` in every standard validator.',
      '`{"transactions": [[]]}` is refused with 400; an account currency other than `USD` is refused.',
    ],
  },
  {
    id: '2026-11-27-sign-in-limits',
    date: '2026-11-27',
    title: 'Bounded sign-ins and a lockout',
    summary:
      '`POST /v1/auth/login` answers 429 when too many sign-ins are being checked at once, and locks an address after 10 failures in a row.',
    details: [
      'The first lock lasts 15 minutes and doubles with each further failure, up to a day; the 429 message says for how long, and the account is emailed once.',
      'The lockout counts failures on every instance of the API together.',
    ],
  },
  {
    id: '2026-11-27-api-as-files',
    date: '2026-11-27',
    title: 'The API as files: OpenAPI, Postman and this changelog',
    summary:
      'Download the OpenAPI document and a Postman collection made from it on the API reference, and follow this changelog by its Atom feed.',
    details: [
      'The Postman collection has one request per operation, with the variables `baseUrl`, `apiKey` and `planType`.',
    ],
  },
];

/** `Secret API keys` → its summary without the backticks, as a feed reader shows it. */
export function plainText(text: string): string {
  return text.replace(/`/g, '');
}
