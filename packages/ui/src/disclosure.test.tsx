import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Disclosure } from './disclosure';

function Faq() {
  const [open, setOpen] = useState(false);
  return (
    <Disclosure id="refunds" title="Can I get a refund?" open={open} onToggle={() => setOpen(!open)}>
      Yes, within 14 days.
    </Disclosure>
  );
}

it('toggles its panel from the keyboard and reports aria-expanded', async () => {
  render(<Faq />);
  const button = screen.getByRole('button', { name: 'Can I get a refund?' });
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Yes, within 14 days.')).not.toBeVisible();

  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Yes, within 14 days.')).toBeVisible();
  expect(document.getElementById(button.getAttribute('aria-controls')!)).toHaveProperty('hidden', false);

  await userEvent.keyboard(' ');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(screen.getByText('Yes, within 14 days.')).not.toBeVisible();
});

it('keeps a closed panel findable (hidden="until-found") and opens it when the browser reveals a match', () => {
  render(<Faq />);
  const button = screen.getByRole('button', { name: 'Can I get a refund?' });
  const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
  expect(panel).toHaveAttribute('hidden', 'until-found');

  // What the browser does when find-in-page or a #fragment lands inside the closed panel.
  act(() => {
    panel.dispatchEvent(new Event('beforematch'));
  });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(panel).not.toHaveAttribute('hidden');
});

it('is closed in the prerendered HTML too, its text there, and hydrates without a mismatch into the findable form', async () => {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(<Faq />);
  const panel = container.querySelector('#refunds-panel');
  // Hidden before any script runs, as once hydrated: the sections below it do not move at hydration.
  expect(panel).toHaveAttribute('hidden', '');
  expect(panel).toHaveTextContent('Yes, within 14 days.');

  const recoverable: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error');
  const root = await act(async () =>
    hydrateRoot(container, <Faq />, { onRecoverableError: (error) => recoverable.push(error) }),
  );

  expect(recoverable).toEqual([]);
  expect(consoleError).not.toHaveBeenCalled();
  expect(container.querySelector('#refunds-panel')).toBe(panel);
  expect(panel).toHaveAttribute('hidden', 'until-found');
  consoleError.mockRestore();
  act(() => root.unmount());
  container.remove();
});
