import { useState, type FormEvent } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorSummary, FieldError, useFormErrors, type FieldErrors } from './form-errors';

type Field = 'name' | 'email';
const ORDER: readonly Field[] = ['name', 'email'];

/** The smallest form that uses the pattern: it checks what it holds on submit and shows `errorsFor`. */
function ExampleForm({
  errorsFor,
  title,
}: {
  errorsFor: (values: Record<Field, string>) => FieldErrors<Field>;
  title?: string;
}) {
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '' });
  const [sent, setSent] = useState(0);
  const errors = useFormErrors<Field>((field) => `example-${field}`, ORDER);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (errors.show(errorsFor(values), title)) return;
    setSent((count) => count + 1);
  }

  return (
    <form onSubmit={handleSubmit} noValidate>
      <ErrorSummary summary={errors.summary} />
      {ORDER.map((field) => (
        <div key={field}>
          <label htmlFor={`example-${field}`}>{field === 'name' ? 'Name' : 'Email'}</label>
          <input
            id={`example-${field}`}
            value={values[field]}
            onChange={(event) => {
              setValues({ ...values, [field]: event.target.value });
              errors.clear(field);
            }}
            {...errors.fieldProps(field, field === 'email' ? 'email-hint' : undefined)}
          />
          <FieldError id={errors.errorId(field)} message={errors.errorOf(field)} />
        </div>
      ))}
      <p id="email-hint">We reply to this address.</p>
      <button type="submit">Send</button>
      <output>{`sent ${sent}`}</output>
    </form>
  );
}

const missing = (values: Record<Field, string>): FieldErrors<Field> => ({
  ...(values.email === '' ? { email: 'Enter your email address.' } : {}),
  ...(values.name === '' ? { name: 'Enter your name.' } : {}),
});

it('marks every invalid field with its sentence under it, linked by aria-describedby', async () => {
  render(<ExampleForm errorsFor={missing} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  const name = screen.getByLabelText('Name');
  expect(name).toHaveAttribute('aria-invalid', 'true');
  expect(name).toHaveAccessibleDescription('Enter your name.');
  const email = screen.getByLabelText('Email');
  expect(email).toHaveAttribute('aria-invalid', 'true');
  expect(email).toHaveAccessibleDescription('Enter your email address. We reply to this address.');
  expect(screen.getByRole('status')).toHaveTextContent('sent 0');
});

it('lists the problems in page order in a summary that takes focus, each a link to its field', async () => {
  render(<ExampleForm errorsFor={missing} />);
  const send = screen.getByRole('button', { name: 'Send' });
  expect(send).toBeEnabled();
  await userEvent.click(send);

  const summary = screen.getByRole('alert', { name: 'There is a problem' });
  expect(summary).toHaveFocus();
  const links = screen.getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Enter your name.', 'Enter your email address.']);

  await userEvent.click(links[1]!);
  expect(screen.getByLabelText('Email')).toHaveFocus();
});

it('takes focus again on each submit that still has problems', async () => {
  render(<ExampleForm errorsFor={missing} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.click(screen.getByLabelText('Name'));
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('alert')).toHaveFocus();
});

it('unmarks a field as it is fixed, and the summary goes with the last problem', async () => {
  render(<ExampleForm errorsFor={missing} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  await userEvent.type(screen.getByLabelText('Name'), 'Ada');

  expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
  expect(screen.getByLabelText('Name')).not.toHaveAccessibleDescription();
  expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Enter your email address.']);

  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.com');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('We reply to this address.');

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.getByRole('status')).toHaveTextContent('sent 1');
});

it('uses the form’s own title, and does not list a problem the title already says', async () => {
  render(<ExampleForm errorsFor={() => ({ email: 'Invalid email address' })} title="Invalid email address" />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  expect(screen.getByRole('alert', { name: 'Invalid email address' })).toHaveFocus();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address We reply to this address.');
});

it('ignores sentences for fields the form does not have', async () => {
  render(<ExampleForm errorsFor={() => ({ ['userId' as Field]: 'Unknown field: userId' })} />);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent('sent 1');
});
