import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tabs } from './tabs';

function Example() {
  const [selected, setSelected] = useState<'one' | 'two' | 'three'>('one');
  return (
    <Tabs<'one' | 'two' | 'three'>
      label="Example"
      selectedId={selected}
      onSelect={setSelected}
      items={[
        { id: 'one', label: 'One', content: <p>First panel</p> },
        { id: 'two', label: 'Two', content: <p>Second panel</p> },
        { id: 'three', label: 'Three', content: <p>Third panel</p> },
      ]}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

it('ties each tab to its panel and shows only the selected one', () => {
  render(<Example />);
  expect(screen.getByRole('tablist', { name: 'Example' })).toBeTruthy();
  expect(tab('One').getAttribute('aria-selected')).toBe('true');
  expect(tab('Two').getAttribute('aria-selected')).toBe('false');

  const panel = screen.getByRole('tabpanel');
  expect(panel.id).toBe(tab('One').getAttribute('aria-controls'));
  expect(panel.getAttribute('aria-labelledby')).toBe(tab('One').id);
  expect(panel.textContent).toBe('First panel');
  expect(screen.queryByText('Second panel')).toBeNull();
});

it('is one tab stop: only the selected tab can be tabbed to, then the panel', async () => {
  render(<Example />);
  expect(tab('One').tabIndex).toBe(0);
  expect(tab('Two').tabIndex).toBe(-1);
  await userEvent.tab();
  expect(document.activeElement).toBe(tab('One'));
  await userEvent.tab();
  expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
});

it('moves and selects with the arrow keys, wrapping around, and jumps with Home and End', async () => {
  render(<Example />);
  tab('One').focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(tab('Two'));
  expect(tab('Two').getAttribute('aria-selected')).toBe('true');
  expect(tab('Two').tabIndex).toBe(0);
  expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');

  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(document.activeElement).toBe(tab('One'));

  await userEvent.keyboard('{ArrowLeft}');
  expect(document.activeElement).toBe(tab('Three'));
  expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');

  await userEvent.keyboard('{Home}');
  expect(document.activeElement).toBe(tab('One'));
  await userEvent.keyboard('{End}');
  expect(document.activeElement).toBe(tab('Three'));
});

it('selects on click', async () => {
  render(<Example />);
  await userEvent.click(tab('Two'));
  expect(tab('Two').getAttribute('aria-selected')).toBe('true');
  expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
});
