import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@northvault/contracts/routes';
import { fakeSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { SANDBOX_BASE_URL_UNKNOWN, SandboxBaseUrl } from '../components/sandbox-base-url';
import { renderPage } from '../testing/render-page';

const SANDBOX_URL = 'http://sandbox.example.test/v1';

/** A page whose sections each name the sandbox; `Open a section` shows one more, as an accordion does. */
function Sections({ initially }: { initially: number }) {
  const [count, setCount] = useState(initially);
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <p key={index}>
          Send it to <SandboxBaseUrl />.
        </p>
      ))}
      <button type="button" onClick={() => setCount(count + 1)}>
        Open a section
      </button>
    </>
  );
}

function showSections(count: number) {
  renderPage(<Sections initially={count} />, { session: fakeSession(), url: '/documentation', path: '/documentation' });
}

it('names Account Setup while the address is asked for, then the address, asked once for every section', async () => {
  apiServer.use(http.get(API_PATHS.sandboxInfo, () => HttpResponse.json({ baseUrl: SANDBOX_URL })));
  const requests = recordRequests();
  showSections(3);

  expect(screen.getAllByText(SANDBOX_BASE_URL_UNKNOWN)).toHaveLength(3);
  await waitFor(() => expect(screen.getAllByText(SANDBOX_URL)).toHaveLength(3));
  expect(requests).toHaveLength(1);
});

it('keeps naming Account Setup when the site cannot say, logs why, and asks again for the next section', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  let answers = 0;
  apiServer.use(
    http.get(API_PATHS.sandboxInfo, () => {
      answers += 1;
      return answers === 1
        ? HttpResponse.json({ error: 'down' }, { status: 503 })
        : HttpResponse.json({ baseUrl: SANDBOX_URL });
    }),
  );
  showSections(1);

  await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
  expect(screen.getByText(SANDBOX_BASE_URL_UNKNOWN)).toBeVisible();
  expect(screen.queryByText(SANDBOX_URL)).not.toBeInTheDocument();

  // A section that opens later asks again, and then every section names the sandbox.
  await userEvent.click(screen.getByRole('button', { name: 'Open a section' }));
  await waitFor(() => expect(screen.getAllByText(SANDBOX_URL)).toHaveLength(2));
  expect(answers).toBe(2);
});
