/** jsdom has no fetch: tests install this one and say how the server answers. */
export type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;

export function installFetch(answer: () => Promise<Response>): FetchMock {
  const mock: FetchMock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => answer());
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

export function uninstallFetch(): void {
  delete (globalThis as { fetch?: unknown }).fetch;
}

/** A response with a JSON body, or (given a string) with that raw text, such as a proxy's HTML error page. */
export function fakeResponse(status: number, body: unknown = ''): Response {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/** The JSON body a call sent (the last one by default). */
export function sentBody(mock: FetchMock, call = -1): unknown {
  return JSON.parse(String(mock.mock.calls.at(call)?.[1]?.body));
}

/** One request header a call sent (the last one by default). */
export function sentHeader(mock: FetchMock, name: string, call = -1): string | undefined {
  const headers = mock.mock.calls.at(call)?.[1]?.headers as Record<string, string> | undefined;
  return headers?.[name];
}
