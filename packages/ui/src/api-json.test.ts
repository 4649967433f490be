import { http, HttpResponse } from 'msw';
import { errorSentence, isRecord, postJson, submitForm } from './api-json';
import { apiServer, recordRequests } from './testing/api-server';

describe('postJson', () => {
  it('sends the payload as JSON and hands back the parsed answer', async () => {
    apiServer.use(http.post('/api/contact', () => HttpResponse.json({ success: true, id: 'C-1' }, { status: 201 })));
    const requests = recordRequests();
    const answer = await postJson('/api/contact', { name: 'Ada' }, { 'Idempotency-Key': 'k-1' });
    expect(answer.response?.status).toBe(201);
    expect(answer).toMatchObject({ body: { success: true, id: 'C-1' } });

    const [request] = requests;
    expect(request!.method).toBe('POST');
    expect(request!.headers.get('Content-Type')).toBe('application/json');
    expect(request!.headers.get('Accept')).toBe('application/json');
    expect(request!.headers.get('Idempotency-Key')).toBe('k-1');
    expect(await request!.text()).toBe('{"name":"Ada"}');
  });

  it('gives a body of null when the answer is not JSON, such as a proxy’s error page', async () => {
    apiServer.use(http.post('/api/contact', () => HttpResponse.html('<html>Bad gateway</html>', { status: 502 })));
    const answer = await postJson('/api/contact', {});
    expect(answer.response?.status).toBe(502);
    expect(answer).toMatchObject({ body: null });
  });

  it('says why when no answer arrives at all', async () => {
    apiServer.use(http.post('/api/contact', () => HttpResponse.error()));
    const answer = await postJson('/api/contact', {});
    expect(answer.response).toBeNull();
    expect(answer).toMatchObject({ error: expect.any(TypeError) });
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

describe('submitForm', () => {
  const messages = { failed: 'Failed to send message', network: 'Network error. Please try again.' };
  const accept = (body: Record<string, unknown>) => (typeof body.id === 'string' ? { id: body.id } : null);
  const answer = (response: () => Response) => apiServer.use(http.post('/api/contact', response));

  it('hands back what an accepted answer carries', async () => {
    answer(() => HttpResponse.json({ success: true, id: 'msg_01' }, { status: 201 }));
    await expect(submitForm('/api/contact', {}, accept, messages)).resolves.toEqual({ success: true, id: 'msg_01' });
  });

  it.each([
    [
      'the server’s sentence',
      () => HttpResponse.json({ error: 'Failed to send message' }, { status: 400 }),
      'Failed to send message',
    ],
    [
      'the failure message for an error page',
      () => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 }),
      messages.failed,
    ],
    [
      'the failure message for an OK answer it cannot read',
      () => HttpResponse.json({ success: true }),
      messages.failed,
    ],
    ['the network message when nothing arrives', () => HttpResponse.error(), messages.network],
  ])('shows %s', async (_case, response, error) => {
    answer(response);
    await expect(submitForm('/api/contact', {}, accept, messages)).resolves.toEqual({ success: false, error });
  });

  it('hands back the sentence for each field the server refused, and only sentences', async () => {
    answer(() =>
      HttpResponse.json(
        {
          success: false,
          error: 'Enter your name.',
          fields: { name: 'Enter your name.', email: 'Invalid email address', odd: 42 },
        },
        { status: 400 },
      ),
    );
    await expect(submitForm('/api/contact', {}, accept, messages)).resolves.toEqual({
      success: false,
      error: 'Enter your name.',
      fields: { name: 'Enter your name.', email: 'Invalid email address' },
    });
  });
});
