import { screen, within } from '@testing-library/react';
import { fakeResponse, installFetch, uninstallFetch } from '../../../testing/fake-fetch';
import { fillPaymentForm, openPaymentModal } from '../testing/open-payment-modal';

afterEach(uninstallFetch);

it('opens an accessible dialog on document.body, labelled by its title, with focus on the first field', async () => {
  const { dialog, field } = await openPaymentModal('Enterprise');
  expect(dialog.getAttribute('aria-modal')).toBe('true');
  expect(screen.getByRole('dialog', { name: 'Subscribe to Enterprise' })).toBe(dialog);
  expect(dialog.parentElement!.parentElement).toBe(document.body);
  expect(screen.getByRole('dialog', { description: /^\$599\/month\./ })).toBe(dialog);
  expect(document.activeElement).toBe(field('Full name'));
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
    expect(within(dialog).getByLabelText(label)).toBeTruthy();
  }
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeTruthy();
  expect(within(dialog).getByRole('button', { name: 'Pay $299/month' })).toBeTruthy();
});

it('keeps focus inside: Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
  const { user, dialog, payButton } = await openPaymentModal();
  const close = within(dialog).getByRole('button', { name: 'Close' });

  payButton().focus();
  await user.tab();
  expect(document.activeElement).toBe(close);
  await user.tab({ shift: true });
  expect(document.activeElement).toBe(payButton());

  // Focus that lands outside (a click on the page behind) is brought back into the dialog.
  screen.getByRole('button', { name: 'Choose Starter' }).focus();
  expect(dialog.contains(document.activeElement)).toBe(true);
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

  expect(screen.queryByRole('dialog')).toBeNull();
  expect(document.activeElement).toBe(planButton);

  await user.click(screen.getByRole('button', { name: 'Choose Starter' }));
  const reopened = await screen.findByRole('dialog', { name: 'Subscribe to Starter' });
  expect((within(reopened).getByLabelText('Full name') as HTMLInputElement).value).toBe('');
});

it('cannot be closed while a payment is on its way', async () => {
  installFetch(() => new Promise<Response>(() => {}));
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.click(payButton());

  expect((within(dialog).getByRole('button', { name: 'Close' }) as HTMLButtonElement).disabled).toBe(true);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog')).toBe(dialog);
});

it('can be closed again once a payment has failed', async () => {
  installFetch(() => Promise.resolve(fakeResponse(402, { success: false, error: 'Your card was declined.' })));
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.click(payButton());
  await within(dialog).findByRole('alert');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('stops the page behind from scrolling while open', async () => {
  const { user } = await openPaymentModal();
  expect(document.body.style.overflow).toBe('hidden');
  await user.keyboard('{Escape}');
  expect(document.body.style.overflow).toBe('');
});
