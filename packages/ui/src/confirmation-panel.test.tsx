import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmationPanel } from './confirmation-panel';

it('announces what was done, takes the focus on its heading, and starts over from its button', async () => {
  const onAction = jest.fn();
  render(
    <ConfirmationPanel title="Ticket created" headingLevel={3} actionLabel="Create Another Ticket" onAction={onAction}>
      <p>Your ticket ID is TKT-1.</p>
    </ConfirmationPanel>,
  );

  const status = screen.getByRole('status');
  expect(status).toHaveTextContent('Ticket createdYour ticket ID is TKT-1.Create Another Ticket');
  const heading = screen.getByRole('heading', { level: 3, name: 'Ticket created' });
  expect(heading).toHaveFocus();

  await userEvent.click(screen.getByRole('button', { name: 'Create Another Ticket' }));
  expect(onAction).toHaveBeenCalledTimes(1);
});

it('puts its heading where the page’s outline needs it', () => {
  render(
    <ConfirmationPanel
      title="Thank you for your message"
      headingLevel={4}
      actionLabel="Send Another Message"
      onAction={jest.fn()}
    >
      <p>We will reply.</p>
    </ConfirmationPanel>,
  );
  expect(screen.getByRole('heading', { level: 4, name: 'Thank you for your message' })).toBeVisible();
});
