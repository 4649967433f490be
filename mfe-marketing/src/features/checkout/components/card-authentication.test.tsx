import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@northvault/contracts/routes';
import { apiServer } from '@northvault/ui/testing/api-server';
import { APPROVED, answerCheckout, fillPaymentForm, openPaymentModal } from '../../../testing/open-payment-modal';
import { currentLocation } from '../../../testing/render-in-shell';

const CHALLENGE = {
  id: '6f0c3c1e-1a2b-4c3d-8e9f-0a1b2c3d4e5f',
  secret: 'secret-only-this-browser-has',
  expiresAt: '2030-01-01T00:00:00.000Z',
};
const REQUIRED = { success: false, error: 'Your bank asks you to confirm this payment.', authentication: CHALLENGE };

/** Answers the challenge with `reply`, and records what the browser sent. */
function answerChallengeWith(status: number, reply: Record<string, unknown>) {
  const sent: unknown[] = [];
  apiServer.use(
    http.post(`${API_PATHS.checkoutAuthentications}/${CHALLENGE.id}`, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(reply, { status });
    }),
  );
  return sent;
}

async function payIntoChallenge() {
  answerCheckout(202, REQUIRED);
  const opened = await openPaymentModal('Business');
  await fillPaymentForm(opened.user, opened.field, { ...VALID_3DS });
  await opened.user.click(opened.payButton());
  const complete = await within(opened.dialog).findByRole('button', { name: 'Complete authentication' });
  return { ...opened, complete };
}

const VALID_3DS = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  cardNumber: '4000002760003184',
  month: '12',
  year: '2030',
  cvv: '123',
};

it('shows the bank challenge inside the dialog with focus on it, and Complete authentication goes to the success page', async () => {
  const sent = answerChallengeWith(200, APPROVED);
  const { user, dialog, complete } = await payIntoChallenge();
  expect(within(dialog).getByRole('heading', { name: 'Confirm this payment with your bank' })).toBeVisible();
  expect(complete).toHaveFocus();
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Fail authentication' })).toHaveFocus();
  // That focus then stays in the dialog is the browser's work (a modal <dialog>): the browser tests check it.

  await user.click(complete);
  await waitFor(() => expect(currentLocation()).toMatch(/^\/success\?plan=business&name=Ada%20Lovelace&/));
  expect(sent).toEqual([{ secret: CHALLENGE.secret, action: 'complete' }]);
});

it('Fail authentication shows the server’s sentence and brings the form back as it was typed', async () => {
  const failed = 'We could not authenticate your card. Please try again or use another card.';
  const sent = answerChallengeWith(402, { success: false, error: failed });
  const { user, dialog, field, payButton } = await payIntoChallenge();
  await user.click(within(dialog).getByRole('button', { name: 'Fail authentication' }));
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(failed);
  expect(field('Card number').value).toBe('4000 0027 6000 3184');
  expect(payButton()).toHaveFocus();
  expect(sent).toEqual([{ secret: CHALLENGE.secret, action: 'fail' }]);
  expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
});

it('Escape cancels the challenge, not the dialog: the form is back with the server’s sentence', async () => {
  const canceled = 'Authentication was canceled. Nothing was charged. Please try again or use another card.';
  const sent = answerChallengeWith(402, { success: false, error: canceled });
  const { user, dialog } = await payIntoChallenge();
  await user.keyboard('{Escape}');
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(canceled);
  expect(screen.getByRole('dialog')).toBe(dialog);
  expect(sent).toEqual([{ secret: CHALLENGE.secret, action: 'cancel' }]);
});
