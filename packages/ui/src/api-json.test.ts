import { errorSentence, isRecord, postJson } from './api-json';

/** What fetch resolves to, as far as postJson reads it (jsdom has no Response). */
function answer(status: number, body: string): Response {
  return { status, ok: status < 300, json: async () => JSON.parse(body) } as Response;
}

describe('postJson', () => {
  it('sends the payload as JSON and hands back the parsed answer', async () => {
    const fetchMock = jest.fn(async () => answer(201, '{"success":true,"id":"C-1"}'));
    global.fetch = fetchMock as typeof fetch;
    const result = await postJson('/api/contact', { name: 'Ada' }, { 'Idempotency-Key': 'k-1' });
    expect(result?.response.status).toBe(201);
    expect(result?.body).toEqual({ success: true, id: 'C-1' });
    expect(fetchMock).toHaveBeenCalledWith('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'Idempotency-Key': 'k-1' },
      body: '{"name":"Ada"}',
    });
  });

  it('gives a body of null when the answer is not JSON, such as a proxy’s error page', async () => {
    global.fetch = jest.fn(async () => answer(502, '<html>Bad gateway</html>')) as typeof fetch;
    const result = await postJson('/api/contact', {});
    expect(result?.response.status).toBe(502);
    expect(result?.body).toBeNull();
  });

  it('gives null when no answer arrives at all', async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    expect(await postJson('/api/contact', {})).toBeNull();
  });
});

it('reads the server’s error sentence, trimmed, and nothing from other shapes', () => {
  expect(errorSentence({ error: ' Invalid email address \n' })).toBe('Invalid email address');
  expect(errorSentence({ error: 42 })).toBe('');
  expect(errorSentence(['error'])).toBe('');
  expect(errorSentence(null)).toBe('');
  expect(isRecord([])).toBe(false);
  expect(isRecord({})).toBe(true);
});
