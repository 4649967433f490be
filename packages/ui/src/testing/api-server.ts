/**
 * The site's API as the browser tests see it: the code under test calls the real `fetch`, and msw
 * answers. Each test says how the server answers (`apiServer.use(http.post(…))`); a request that no
 * handler answers fails the test instead of hanging it. Importing this module starts the server for
 * the test file and forgets each test's handlers after it.
 */
import { setupServer } from 'msw/node';

export const apiServer = setupServer();

beforeAll(() => apiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  apiServer.resetHandlers();
  apiServer.events.removeAllListeners();
});
afterAll(() => apiServer.close());

/** Every request sent from now on, in order: read a body with `await requests[0].json()`. */
export function recordRequests(): Request[] {
  const requests: Request[] = [];
  apiServer.events.on('request:start', ({ request }) => {
    requests.push(request.clone());
  });
  return requests;
}
