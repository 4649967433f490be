import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isHttpUrl } from '@northvault/contracts/white-label';
import { TextField } from './text-field';

function LogoField() {
  const [value, setValue] = useState('');
  return (
    <TextField label="Logo URL" type="url" value={value} onChange={setValue} rule={isHttpUrl} problem="Use https://" />
  );
}

it('advises about a value that breaks its rule once the user leaves the field', async () => {
  render(<LogoField />);
  const input = screen.getByLabelText('Logo URL') as HTMLInputElement;
  expect(input.type).toBe('url');

  await userEvent.type(input, 'cdn.example.com/logo.svg');
  expect(screen.queryByText('Use https://')).not.toBeInTheDocument();
  await userEvent.tab();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(screen.getByText('Use https://').id).toBe(input.getAttribute('aria-describedby'));
  expect(screen.getByRole('alert').textContent).toBe('Use https://');

  await userEvent.clear(input);
  await userEvent.type(input, 'https://cdn.example.com/logo.svg');
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(screen.queryByText('Use https://')).not.toBeInTheDocument();
});

it('leaves an empty optional field alone', async () => {
  render(<LogoField />);
  await userEvent.click(screen.getByLabelText('Logo URL'));
  await userEvent.tab();
  expect(screen.queryByLabelText('Logo URL')).not.toHaveAttribute('aria-invalid');
});
