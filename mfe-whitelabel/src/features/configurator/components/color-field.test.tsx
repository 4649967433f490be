import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ColorField, normalizeHexColor } from './color-field';

it.each([
  ['#8080ff', '#8080ff'],
  ['8080FF', '#8080ff'],
  [' #00CCFF ', '#00ccff'],
  ['#fff', null],
  ['#80808g', null],
  ['', null],
])('reads %j as %j', (text, color) => {
  expect(normalizeHexColor(text)).toBe(color);
});

function Primary() {
  const [color, setColor] = useState('#8080ff');
  return (
    <>
      <ColorField label="Primary color" value={color} onChange={setColor} />
      <output>{color}</output>
    </>
  );
}

it('keeps the picker and the text field in step', async () => {
  render(<Primary />);
  const text = screen.getByLabelText('Primary color') as HTMLInputElement;
  const picker = screen.getByLabelText('Primary color picker') as HTMLInputElement;
  expect(picker.type).toBe('color');

  fireEvent.change(picker, { target: { value: '#0369a1' } });
  expect(text.value).toBe('#0369a1');
  expect(screen.getByRole('status').textContent).toBe('#0369a1');

  await userEvent.clear(text);
  await userEvent.type(text, 'B91C1C');
  expect(screen.getByRole('status').textContent).toBe('#b91c1c');
  expect(picker.value).toBe('#b91c1c');
});

it('puts back the last colour when the user leaves a half-typed one', async () => {
  render(<Primary />);
  const text = screen.getByLabelText('Primary color') as HTMLInputElement;
  await userEvent.clear(text);
  await userEvent.type(text, '#12');
  expect(text).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByRole('status').textContent).toBe('#8080ff');
  await userEvent.tab();
  expect(text.value).toBe('#8080ff');
  expect(text).not.toHaveAttribute('aria-invalid');
});
