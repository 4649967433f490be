import { act, render, screen, waitFor } from '@testing-library/react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useHashAccordion } from './use-hash-accordion';

const SECTIONS = ['overview', 'security', 'limits'];

function Accordion() {
  const { isOpen, toggle } = useHashAccordion({
    sectionIds: SECTIONS,
    nestedAnchors: { 'key-rotation': 'security' },
  });
  return (
    <>
      {SECTIONS.map((id) => (
        <button key={id} id={id} type="button" aria-expanded={isOpen(id)} onClick={() => toggle(id)}>
          {id}
        </button>
      ))}
    </>
  );
}

const open = () =>
  SECTIONS.filter((id) => screen.getByRole('button', { name: id }).getAttribute('aria-expanded') === 'true');

/** The shell's router is a browser router: it follows the address bar, which the reader can change by hand. */
function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  const router = createBrowserRouter([{ path: '/documentation', element: <Accordion /> }]);
  render(<RouterProvider router={router} />);
}

/**
 * A hash typed into the address bar: the browser adds a history entry without state and fires popstate (Chrome and
 * Firefox do; jsdom fires only hashchange, so the test fires popstate as they do).
 */
async function typeHash(hash: string) {
  await act(async () => {
    window.location.hash = hash;
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

it('opens the section a hash typed into the address names, and scrolls to it', async () => {
  renderAt('/documentation#overview');
  expect(open()).toEqual(['overview']);

  await typeHash('#security');
  expect(open()).toEqual(['overview', 'security']);
  expect(scrollIntoView.mock.contexts).toContain(document.getElementById('security'));

  // An anchor inside a section opens that section.
  await act(async () => screen.getByRole('button', { name: 'security' }).click());
  expect(open()).toEqual(['overview']);
  await typeHash('#key-rotation');
  expect(open()).toEqual(['overview', 'security']);
});

it('opens the section of the anchor that Back returns to', async () => {
  renderAt('/documentation#limits');
  await typeHash('#security');
  // The reader closes the section Back will return to.
  await act(async () => screen.getByRole('button', { name: 'limits' }).click());
  expect(open()).toEqual(['security']);

  await act(async () => window.history.back());
  await waitFor(() => expect(open()).toEqual(['security', 'limits']));
  expect(window.location.hash).toBe('#limits');
});
