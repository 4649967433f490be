import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API_PATHS } from '@northvault/contracts/routes';
import type { Session } from '@northvault/session';
import { fakeSession } from '@northvault/session/testing';
import { apiServer } from '@northvault/ui/testing/api-server';
import { PlanCheckout } from '../pages/plan-checkout';
import { renderInShell } from './render-in-shell';

/** Renders the plans as the landing page does and opens the payment modal of one plan. */
export async function openPaymentModal(planName = 'Business', session: Session = fakeSession()) {
  const user = userEvent.setup();
  renderInShell(<PlanCheckout />, { session });
  const planButton = screen.getByRole('button', { name: `Choose ${planName}` });
  await user.click(planButton);
  const dialog = await screen.findByRole('dialog');
  return { user, dialog, planButton, ...dialogQueries(dialog) };
}

export function dialogQueries(dialog: HTMLElement) {
  const field = (label: string) => within(dialog).getByLabelText(label) as HTMLInputElement;
  const payButton = () => within(dialog).getByRole('button', { name: /^(Pay |Processing payment)/ });
  return { field, payButton };
}

export interface CardDetails {
  name: string;
  email: string;
  cardNumber: string;
  month: string;
  year: string;
  cvv: string;
}

export const VALID_CARD: CardDetails = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  cardNumber: '4242424242424242',
  month: '12',
  year: '2030',
  cvv: '123',
};

/** Types each given detail into its field; an empty string leaves the field empty. A read-only field is left as it is. */
export async function fillPaymentForm(
  user: ReturnType<typeof userEvent.setup>,
  field: (label: string) => HTMLInputElement,
  details: CardDetails = VALID_CARD,
) {
  const entries: Array<[string, string]> = [
    ['Full name', details.name],
    ['Email', details.email],
    ['Card number', details.cardNumber],
    ['Expiry month', details.month],
    ['Expiry year', details.year],
    ['CVV', details.cvv],
  ];
  for (const [label, value] of entries) {
    if (field(label).readOnly) continue;
    await user.clear(field(label));
    if (value !== '') await user.type(field(label), value);
  }
}

/** How the checkout endpoint answers, for the rest of the test. */
export function answerCheckout(status: number, body: Record<string, unknown>) {
  apiServer.use(http.post(API_PATHS.checkout, () => HttpResponse.json(body, { status })));
}

export const APPROVED = { success: true, transactionId: 'txn_8f3a91c2', planId: 'business' } as const;
export const DECLINED = { success: false, statusCode: 402, error: 'Your card was declined.' } as const;
