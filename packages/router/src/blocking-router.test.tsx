import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router';
import { BlockingRouter, useBlocker } from './blocking-router';

/** A page that holds every navigation to another path while `holding` is ticked. */
function HoldingPage() {
  const { pathname } = useLocation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      (document.getElementById('holding') as HTMLInputElement).checked &&
      currentLocation.pathname !== nextLocation.pathname,
  );
  return (
    <>
      <h1>{pathname}</h1>
      <input id="holding" type="checkbox" aria-label="Holding" />
      <Link to="/next?from=form#top">Next</Link>
      <p>
        {blocker.state}
        {blocker.location && ` ${blocker.location.pathname}${blocker.location.search}${blocker.location.hash}`}
      </p>
      {blocker.state === 'blocked' && (
        <>
          <button onClick={blocker.proceed}>Proceed</button>
          <button onClick={blocker.reset}>Reset</button>
        </>
      )}
    </>
  );
}

function renderAt(entries: string[]) {
  const history = createMemoryHistory({ initialEntries: entries, v5Compat: true });
  render(
    <BlockingRouter history={history}>
      <Routes>
        <Route path="/form" element={<HoldingPage />} />
        <Route path="*" element={<h1>Elsewhere</h1>} />
      </Routes>
    </BlockingRouter>,
  );
  return history;
}

const hold = () => userEvent.click(screen.getByRole('checkbox', { name: 'Holding' }));
const heading = () => screen.getByRole('heading', { level: 1 });

it('lets a link go while the page does not hold it', async () => {
  const history = renderAt(['/form']);
  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(heading()).toHaveTextContent('Elsewhere');
  expect(history.location).toMatchObject({ pathname: '/next', search: '?from=form', hash: '#top' });
});

it('holds a link while the page blocks: reset stays, proceed goes where the link led', async () => {
  const history = renderAt(['/form']);
  await hold();

  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  expect(screen.getByText('blocked /next?from=form#top')).toBeVisible();
  expect(history.location.pathname).toBe('/form');
  await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(screen.getByText('unblocked')).toBeVisible();
  expect(heading()).toHaveTextContent('/form');

  await userEvent.click(screen.getByRole('link', { name: 'Next' }));
  await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  expect(heading()).toHaveTextContent('Elsewhere');
  expect(history.location).toMatchObject({ pathname: '/next', search: '?from=form', hash: '#top' });
  expect(history.action).toBe('PUSH');
});

it('takes the history back where it was when the back button leaves a page that blocks, until proceed', async () => {
  const history = renderAt(['/before', '/form']);
  await hold();

  await act(async () => history.go(-1));
  expect(screen.getByText('blocked /before')).toBeVisible();
  expect(history.location.pathname).toBe('/form');
  expect(heading()).toHaveTextContent('/form');

  await userEvent.click(screen.getByRole('button', { name: 'Proceed' }));
  expect(heading()).toHaveTextContent('Elsewhere');
  expect(history.location.pathname).toBe('/before');
});

it('lets the back button go while the page does not hold it', async () => {
  const history = renderAt(['/before', '/form']);
  await act(async () => history.go(-1));
  expect(heading()).toHaveTextContent('Elsewhere');
  expect(history.location.pathname).toBe('/before');
});

it('refuses useBlocker outside a BlockingRouter', () => {
  function Blocking() {
    useBlocker(true);
    return null;
  }
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => render(<Blocking />)).toThrow('useBlocker must be used inside a <BlockingRouter>');
});
