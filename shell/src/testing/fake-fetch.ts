/** A stand-in for `fetch` in jsdom, which has none: answers are queued per test. */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

export function jsonResponse({ status = 200, body }: FakeAnswer = {}): Response {
  return {
    ok: status >= 200 && status < 300,
    status,
    json: async () => {
      if (body === undefined) throw new SyntaxError('Unexpected end of JSON input');
      return body;
    },
  } as Response;
}

/** Installs a jest mock as `fetch` and returns it. */
export function mockFetch(): jest.Mock<Promise<Response>, [string, RequestInit?]> {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A promise with its resolve function, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
