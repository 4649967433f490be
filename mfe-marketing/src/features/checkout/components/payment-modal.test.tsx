import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@northvault/contracts/routes';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { answerCheckout, DECLINED, fillPaymentForm, openPaymentModal } from '../../../testing/open-payment-modal';

it('opens a modal <dialog>, labelled by its title, with focus on the first field', async () => {
  const showModal = jest.spyOn(HTMLDialogElement.prototype, 'showModal');
  const { dialog, field } = await openPaymentModal('Enterprise');
  expect(dialog.tagName).toBe('DIALOG');
  expect(showModal.mock.contexts).toEqual([dialog]);
  expect(dialog).toHaveAttribute('open');
  expect(screen.getByRole('dialog', { name: 'Subscribe to Enterprise' })).toBe(dialog);
  expect(screen.getByRole('dialog', { description: /^\$599\/month\./ })).toBe(dialog);
  expect(field('Full name')).toHaveFocus();
});

it('labels every control of the payment form', async () => {
  const { dialog } = await openPaymentModal();
  for (const label of [
    'Full name',
    'Email',
    'Card number',
    'Expiry month',
    'Expiry year',
    'CVV',
    'Billing address (optional)',
    'City (optional)',
    'Postal code (optional)',
    'Country',
  ]) {
    expect(within(dialog).getByLabelText(label)).toBeVisible();
  }
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
  expect(within(dialog).getByRole('button', { name: 'Pay $299/month' })).toBeEnabled();
});

it.each([
  ['Escape', async (user: Awaited<ReturnType<typeof openPaymentModal>>['user']) => user.keyboard('{Escape}')],
  [
    'the close button',
    async (user: Awaited<ReturnType<typeof openPaymentModal>>['user']) =>
      user.click(screen.getByRole('button', { name: 'Close' })),
  ],
])('closes with %s, returns focus to the plan button and forgets the plan', async (_how, close) => {
  const { user, field, planButton } = await openPaymentModal('Business');
  await user.type(field('Full name'), 'Ada');
  await close(user);

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(planButton).toHaveFocus();

  await user.click(screen.getByRole('button', { name: 'Choose Starter' }));
  const reopened = await screen.findByRole('dialog', { name: 'Subscribe to Starter' });
  expect((within(reopened).getByLabelText('Full name') as HTMLInputElement).value).toBe('');
});

it('cannot be closed while a payment is on its way', async () => {
  apiServer.use(http.post(API_PATHS.checkout, () => new Promise<never>(() => undefined)));
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.click(payButton());

  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBe(dialog);
  // Any other way the browser asks the dialog to close is refused too.
  expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
  expect(screen.getByRole('dialog')).toBe(dialog);
});

it('can be closed again once a payment has failed', async () => {
  answerCheckout(402, DECLINED);
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.click(payButton());
  await within(dialog).findByRole('alert');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('closes when the browser asks it to (its cancel event), and keeps the decision with the page', async () => {
  const { dialog, planButton } = await openPaymentModal();
  // Refused, so the browser does not close the dialog by itself; the page unmounts it.
  expect(fireEvent(dialog, new Event('cancel', { cancelable: true }))).toBe(false);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(planButton).toHaveFocus();
});

it.each([
  ['no answer at all', () => HttpResponse.error()],
  ['a gateway error', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })],
])('sends a payment that fails with %s once: nothing retries it by itself', async (_case, answer) => {
  apiServer.use(http.post(API_PATHS.checkout, answer));
  const requests = recordRequests();
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.click(payButton());
  await within(dialog).findByRole('alert');

  // Longer than TanStack Query's first retry delay (one second).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(requests.filter((request) => new URL(request.url).pathname === API_PATHS.checkout)).toHaveLength(1);
  expect(payButton()).toBeEnabled();
});
