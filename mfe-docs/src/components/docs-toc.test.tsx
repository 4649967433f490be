import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { DocsWithToc } from './docs-toc';

const ENTRIES = [
  { id: 'getting-started', label: 'Getting Started' },
  { id: 'banking', label: 'Banking' },
  { id: 'webhooks', label: 'Webhooks' },
];

/** Puts each section's top where a scroll would have left it, then scrolls. */
function scrollTo(tops: Record<string, number>) {
  for (const [id, top] of Object.entries(tops)) {
    document.getElementById(id)!.getBoundingClientRect = () => ({ top }) as DOMRect;
  }
  fireEvent.scroll(window);
}

function current(): string[] {
  const toc = screen.getByRole('navigation', { name: 'On this page' });
  return within(toc)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'location')
    .map((link) => link.textContent!);
}

beforeEach(() => {
  document.documentElement.style.scrollPaddingTop = '80px';
});

it('marks the section being read as the reader scrolls, and the one the address names before that', () => {
  render(
    <MemoryRouter initialEntries={['/api-docs#banking']}>
      <DocsWithToc entries={ENTRIES}>
        {ENTRIES.map(({ id, label }) => (
          <section key={id} id={id}>
            {label}
          </section>
        ))}
      </DocsWithToc>
    </MemoryRouter>,
  );
  expect(current()).toEqual(['Banking']);

  // Webhooks has reached the line under the header: it is the one being read.
  scrollTo({ 'getting-started': -900, banking: -300, webhooks: 80 });
  expect(current()).toEqual(['Webhooks']);

  // Back up: Webhooks is below the line again, Getting Started's top has not passed it yet.
  scrollTo({ 'getting-started': 40, banking: 600, webhooks: 1200 });
  expect(current()).toEqual(['Getting Started']);

  // Above the first section, the address decides again.
  scrollTo({ 'getting-started': 400, banking: 1000, webhooks: 1600 });
  expect(current()).toEqual(['Banking']);
});
