/** jsdom has no fetch: tests install this one and say how the server answers. */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

export function installFetch(answer: () => Promise<Response>): FetchMock {
  const mock: FetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
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

/** The JSON body the last call sent. */
export function sentBody(mock: FetchMock): unknown {
  const init = mock.mock.calls.at(-1)?.[1];
  return JSON.parse(String(init?.body));
}
