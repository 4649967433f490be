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
  expect(screen.getByRole('tablist', { name: 'Example' })).toBeVisible();
  expect(tab('One')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Two')).toHaveAttribute('aria-selected', 'false');

  const panel = screen.getByRole('tabpanel');
  expect(panel.id).toBe(tab('One').getAttribute('aria-controls'));
  expect(panel).toHaveAttribute('aria-labelledby', tab('One').id);
  expect(panel.textContent).toBe('First panel');
  expect(screen.queryByText('Second panel')).not.toBeInTheDocument();
});

it('is one tab stop: only the selected tab can be tabbed to, then the panel', async () => {
  render(<Example />);
  expect(tab('One').tabIndex).toBe(0);
  expect(tab('Two').tabIndex).toBe(-1);
  await userEvent.tab();
  expect(tab('One')).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('tabpanel')).toHaveFocus();
});

it('moves and selects with the arrow keys, wrapping around, and jumps with Home and End', async () => {
  render(<Example />);
  tab('One').focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Two')).toHaveFocus();
  expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  expect(tab('Two').tabIndex).toBe(0);
  expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');

  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(tab('One')).toHaveFocus();

  await userEvent.keyboard('{ArrowLeft}');
  expect(tab('Three')).toHaveFocus();
  expect(screen.getByRole('tabpanel').textContent).toBe('Third panel');

  await userEvent.keyboard('{Home}');
  expect(tab('One')).toHaveFocus();
  await userEvent.keyboard('{End}');
  expect(tab('Three')).toHaveFocus();
});

it('selects on click', async () => {
  render(<Example />);
  await userEvent.click(tab('Two'));
  expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel').textContent).toBe('Second panel');
});

it('keeps the ids of a tab list nested in another apart, and its keys to itself', async () => {
  function Nested() {
    const [outer, setOuter] = useState<'a' | 'b'>('a');
    const [inner, setInner] = useState<'a' | 'b'>('a');
    return (
      <Tabs<'a' | 'b'>
        label="Outer"
        selectedId={outer}
        onSelect={setOuter}
        items={[
          {
            id: 'a',
            label: 'Outer A',
            content: (
              <Tabs<'a' | 'b'>
                label="Inner"
                variant="sub"
                selectedId={inner}
                onSelect={setInner}
                items={[
                  { id: 'a', label: 'Inner A', content: <p>Inner first</p> },
                  { id: 'b', label: 'Inner B', content: <p>Inner second</p> },
                ]}
              />
            ),
          },
          { id: 'b', label: 'Outer B', content: <p>Outer second</p> },
        ]}
      />
    );
  }
  render(<Nested />);
  const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const each of screen.getAllByRole('tab')) {
    expect(document.getElementById(each.getAttribute('aria-controls')!)).toHaveAttribute('aria-labelledby', each.id);
  }

  tab('Inner A').focus();
  await userEvent.keyboard('{ArrowRight}');
  expect(tab('Inner B')).toHaveFocus();
  expect(tab('Outer A')).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByText('Inner second')).toBeVisible();
});
