/**
 * jsdom has no fetch: tests install this one and say how the server answers each
 * `METHOD /path`. A call nobody answers fails the test loudly instead of hanging.
 */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

export type Answer = (init?: RequestInit) => Response | Promise<Response>;

export function installFetch(routes: Record<string, Answer>): FetchMock {
  const mock: FetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${init?.method ?? 'GET'} ${String(input)}`;
    const answer = routes[key];
    if (!answer) throw new Error(`Unexpected request in a test: ${key}`);
    return answer(init);
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function uninstallFetch(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}

/** A response whose body is JSON, or (with `body` undefined) not JSON at all. */
export function fakeResponse(status: number, body?: unknown): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected token < in JSON at position 0');
      return body;
    },
  } as Response;
}

/** The calls made to one `METHOD /path`, each with its parsed JSON body. */
export function callsTo(mock: FetchMock, method: string, path: string): unknown[] {
  return mock.mock.calls
    .filter(([input, init]) => String(input) === path && (init?.method ?? 'GET') === method)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

/** A promise the test settles by hand, to look at the page while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}
