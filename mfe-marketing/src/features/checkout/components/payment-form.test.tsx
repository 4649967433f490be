import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CARD_RULES, PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import { API_PATHS } from '@northvault/contracts/routes';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { apiServer, recordRequests } from '@northvault/ui/testing/api-server';
import { deferred } from '@northvault/ui/testing/deferred';
import { fixDate } from '../../../testing/fixed-date';
import {
  answerCheckout,
  APPROVED,
  DECLINED,
  fillPaymentForm,
  openPaymentModal,
  VALID_CARD,
} from '../../../testing/open-payment-modal';
import { currentLocation } from '../../../testing/render-in-shell';

beforeEach(() => fixDate(new Date(2026, 5, 15)));

afterEach(() => jest.useRealTimers());

describe('input filtering as the buyer types', () => {
  it('groups the card number in fours, keeps digits only and stops at the longest card number', async () => {
    const { user, field } = await openPaymentModal();
    await user.type(field('Card number'), '4242-4242 abc 42424242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242 424');
    expect(field('Card number').value.replace(/ /g, '')).toHaveLength(CARD_RULES.maxDigits);
  });

  it('accepts a month of digits only, two characters, from 1 to 12', async () => {
    const { user, field } = await openPaymentModal();
    await user.type(field('Expiry month'), 'a1');
    expect(field('Expiry month').value).toBe('1');
    await user.type(field('Expiry month'), '3');
    expect(field('Expiry month').value).toBe('1');
    await user.type(field('Expiry month'), '2');
    expect(field('Expiry month').value).toBe('12');
    await user.type(field('Expiry month'), '7');
    expect(field('Expiry month').value).toBe('12');

    await user.clear(field('Expiry month'));
    await user.type(field('Expiry month'), '00');
    expect(field('Expiry month').value).toBe('0');
    await user.type(field('Expiry month'), '9');
    expect(field('Expiry month').value).toBe('09');
  });

  it('keeps a past year as typed and says at once why it cannot be used', async () => {
    const { user, field } = await openPaymentModal();
    await user.type(field('Expiry year'), '2024');
    expect(field('Expiry year').value).toBe('2024');
    expect(field('Expiry year')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Expiry year')).toHaveAccessibleDescription(PAYMENT_MESSAGES.cardExpired);

    await user.clear(field('Expiry year'));
    await user.type(field('Expiry year'), 'y2031x9');
    expect(field('Expiry year').value).toBe('2031');
    expect(field('Expiry year')).not.toHaveAttribute('aria-invalid');
    expect(field('Expiry year')).not.toHaveAccessibleDescription();
  });

  it('accepts a CVV of up to four digits', async () => {
    const { user, field } = await openPaymentModal();
    await user.type(field('CVV'), '1a2b3c45');
    expect(field('CVV').value).toBe('1234');
  });
});

it.each([
  ['Visa', '4242'],
  ['Mastercard', '5555'],
  ['American Express', '3782'],
  ['Discover', '6011'],
])('shows the card brand as it is recognised: %s', async (brand, digits) => {
  const { user, dialog, field } = await openPaymentModal();
  await user.type(field('Card number'), digits);
  expect(within(dialog).getByText(brand)).toBeVisible();
  expect(field('Card number')).toHaveAccessibleDescription(expect.stringContaining(brand));
});

it('names no brand for digits it does not recognise', async () => {
  const { user, dialog, field } = await openPaymentModal();
  await user.type(field('Card number'), '9999');
  for (const brand of ['Visa', 'Mastercard', 'Card']) {
    expect(within(dialog).queryByText(brand)).not.toBeInTheDocument();
  }
});

describe('validation, shown before anything is sent', () => {
  it('marks every empty required field at once, each asking for itself, under the product’s message', async () => {
    const requests = recordRequests();
    const { user, dialog, field, payButton } = await openPaymentModal();
    await user.click(payButton());

    const summary = within(dialog).getByRole('alert', { name: PAYMENT_MESSAGES.requiredFields });
    expect(summary).toHaveFocus();
    const asked = [
      ['Full name', 'Enter your full name.'],
      ['Email', 'Enter your email address.'],
      ['Card number', 'Enter the card number.'],
      ['Expiry month', 'Enter the expiry month.'],
      ['Expiry year', 'Enter the expiry year.'],
      ['CVV', 'Enter the CVV.'],
    ] as const;
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(asked.map(([, sentence]) => sentence));
    for (const [label, sentence] of asked) {
      expect(field(label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(label)).toHaveAccessibleDescription(expect.stringContaining(sentence));
    }
    expect(field('City (optional)')).not.toHaveAttribute('aria-invalid');
    expect(requests).toHaveLength(0);

    await user.type(field('CVV'), '123');
    expect(field('CVV')).not.toHaveAttribute('aria-invalid');
    expect(within(summary).queryByRole('link', { name: 'Enter the CVV.' })).not.toBeInTheDocument();
  });

  it.each([
    [
      'the name and email are empty',
      { ...VALID_CARD, name: '', email: '' },
      PAYMENT_MESSAGES.requiredFields,
      'Full name',
    ],
    ['the CVV is missing', { ...VALID_CARD, cvv: '' }, PAYMENT_MESSAGES.requiredFields, 'CVV'],
    [
      'the number fails the Luhn check',
      { ...VALID_CARD, cardNumber: '4242424242424241' },
      'Invalid card number',
      'Card number',
    ],
    ['the number is too short', { ...VALID_CARD, cardNumber: '42424242424242' }, 'Invalid card number', 'Card number'],
    ['the CVV is too short', { ...VALID_CARD, cvv: '12' }, 'Invalid CVV', 'CVV'],
    ['the email has no domain', { ...VALID_CARD, email: 'ada@example' }, 'Invalid email address', 'Email'],
    ['the year has three digits', { ...VALID_CARD, year: '203' }, 'Invalid expiry year format', 'Expiry year'],
    ['the month is 0', { ...VALID_CARD, month: '0' }, 'Invalid expiry month (must be 1-12)', 'Expiry month'],
    ['the card expired last month', { ...VALID_CARD, month: '05', year: '2026' }, 'Card has expired', 'Expiry month'],
    ['the card expired last year', { ...VALID_CARD, month: '12', year: '2025' }, 'Card has expired', 'Expiry year'],
  ])('when %s', async (_case, details, message, fieldLabel) => {
    answerCheckout(200, APPROVED);
    const requests = recordRequests();
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field, details);
    await user.click(payButton());

    // One alert: the summary, headed with the product's exact message, which takes focus.
    const summary = within(dialog).getByRole('alert');
    expect(summary).toHaveAccessibleName(message);
    expect(summary).toHaveFocus();
    expect(requests).toHaveLength(0);
    expect(field(fieldLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(field(fieldLabel)).toHaveAccessibleDescription(
      expect.stringContaining(message === PAYMENT_MESSAGES.requiredFields ? 'Enter' : message),
    );
  });

  it('accepts a card that expires this month', async () => {
    answerCheckout(200, APPROVED);
    const requests = recordRequests();
    const { user, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field, { ...VALID_CARD, month: '06', year: '2026' });
    await user.click(payButton());
    await waitFor(() => expect(requests).toHaveLength(1));
  });

  it('sends a 19-digit card number whole', async () => {
    answerCheckout(200, APPROVED);
    const requests = recordRequests();
    const { user, field, payButton } = await openPaymentModal();
    // A Luhn-valid 19-digit Visa number.
    await fillPaymentForm(user, field, { ...VALID_CARD, cardNumber: '4000000000000000006' });
    expect(field('Card number').value).toBe('4000 0000 0000 0000 006');
    await user.click(payButton());
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(await requests[0]!.json()).toMatchObject({ paymentMethod: { cardNumber: '4000000000000000006' } });
  });
});

it('sends the checkout request: country International by default and the month padded to two digits', async () => {
  answerCheckout(200, APPROVED);
  const requests = recordRequests();
  const { user, field, payButton } = await openPaymentModal();
  expect(screen.getByLabelText('Country')).toHaveDisplayValue('International');
  await fillPaymentForm(user, field, { ...VALID_CARD, name: '  Ada Lovelace ', month: '5' });
  await user.type(field('Billing address (optional)'), ' 12 Analytical Row ');
  await user.type(field('City (optional)'), 'London');
  await user.click(payButton());

  await waitFor(() => expect(requests).toHaveLength(1));
  const [request] = requests;
  expect(new URL(request!.url).pathname).toBe(API_PATHS.checkout);
  expect(request!.method).toBe('POST');
  expect(request!.headers.get('Content-Type')).toBe('application/json');
  expect(await request!.json()).toStrictEqual({
    planId: 'business',
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    paymentMethod: {
      cardNumber: '4242424242424242',
      expiryMonth: '05',
      expiryYear: '2030',
      cvv: '123',
      billingAddress: { address: '12 Analytical Row', city: 'London', postalCode: '', country: 'International' },
    },
  });
});

it('sends the chosen billing country', async () => {
  answerCheckout(200, APPROVED);
  const requests = recordRequests();
  const { user, field, payButton } = await openPaymentModal('Starter');
  await fillPaymentForm(user, field);
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await user.click(payButton());
  await waitFor(() => expect(requests).toHaveLength(1));
  expect(await requests[0]!.json()).toMatchObject({
    planId: 'starter',
    paymentMethod: { billingAddress: { country: 'United Kingdom' } },
  });
});

it('sends a new Idempotency-Key with every attempt', async () => {
  answerCheckout(402, DECLINED);
  const requests = recordRequests();
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  for (const attempt of [1, 2, 3]) {
    await user.click(payButton());
    await waitFor(() => expect(requests).toHaveLength(attempt));
    await within(dialog).findByRole('alert');
  }

  const keys = requests.map((request) => request.headers.get('Idempotency-Key'));
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(keys).size).toBe(3);
});

it('is busy while the payment runs and cannot be sent twice', async () => {
  const answer = deferred();
  apiServer.use(
    http.post(API_PATHS.checkout, async () => {
      await answer.promise;
      return HttpResponse.json(DECLINED, { status: 402 });
    }),
  );
  const requests = recordRequests();
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.dblClick(payButton());
  await user.keyboard('{Enter}');

  await waitFor(() => expect(requests).toHaveLength(1));
  expect(payButton().textContent).toBe('Processing payment…');
  expect(payButton()).toHaveAttribute('aria-disabled', 'true');
  expect(dialog.querySelector('form')!).toHaveAttribute('aria-busy', 'true');

  answer.resolve();
  await waitFor(() => expect(payButton().textContent).toBe('Pay $299/month'));
  expect(payButton()).toHaveAttribute('aria-disabled', 'false');
  expect(requests).toHaveLength(1);
});

describe('payment errors', () => {
  it.each([
    [
      'an answer that is not JSON',
      () => HttpResponse.html('<html>Bad Gateway</html>', { status: 502 }),
      PAYMENT_MESSAGES.serviceError,
    ],
    ['an empty answer', () => new HttpResponse(null, { status: 502 }), PAYMENT_MESSAGES.serviceError],
    [
      'success false with the server’s error',
      () => HttpResponse.json(DECLINED, { status: 402 }),
      'Your card was declined.',
    ],
    [
      'success false with insufficient funds',
      () => HttpResponse.json({ success: false, error: 'Your card has insufficient funds.' }, { status: 402 }),
      'Your card has insufficient funds.',
    ],
    [
      'success false without an error',
      () => HttpResponse.json({ success: false }, { status: 502 }),
      PAYMENT_MESSAGES.failed,
    ],
    // What fetch says when the connection fails.
    ['a request that could not be sent', () => HttpResponse.error(), 'Failed to fetch'],
  ])('shows the message for %s and keeps what was typed', async (_case, answer, message) => {
    apiServer.use(http.post(API_PATHS.checkout, answer));
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field);
    await user.click(payButton());

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(payButton()).toHaveAttribute('aria-disabled', 'false');
    expect(currentLocation()).toBe('/');
  });

  it('shows the network message when fetch gives no reason', async () => {
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error(''));
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field);
    await user.click(payButton());
    expect((await within(dialog).findByRole('alert')).textContent).toBe(PAYMENT_MESSAGES.network);
  });

  it('marks the field a server-side check is about', async () => {
    answerCheckout(400, { success: false, statusCode: 400, error: 'Invalid CVV' });
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field);
    await user.click(payButton());

    const summary = await within(dialog).findByRole('alert');
    expect(summary.textContent).toBe('Invalid CVV');
    expect(summary).toHaveFocus();
    expect(field('CVV')).toHaveAttribute('aria-invalid', 'true');
    expect(field('CVV')).toHaveAccessibleDescription('Invalid CVV');
  });
});

it('goes to the success page with the plan, name and transaction id, never the email', async () => {
  const session = fakeSession();
  answerCheckout(200, APPROVED);
  const { user, field, payButton } = await openPaymentModal('Business', session);
  await fillPaymentForm(user, field);
  await user.click(payButton());

  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(currentLocation()).toBe('/success?plan=business&name=Ada%20Lovelace&transactionId=txn_8f3a91c2');
  expect(session.refreshUser).not.toHaveBeenCalled();
});

it('fills in a signed-in buyer’s name and email, and refreshes their session after paying', async () => {
  const session = signedInSession(null);
  answerCheckout(200, APPROVED);
  const requests = recordRequests();
  const { user, field, payButton } = await openPaymentModal('Business', session);
  expect(field('Full name').value).toBe('Ada Okafor');
  expect(field('Email').value).toBe('ada@example.com');
  await fillPaymentForm(user, field, { ...VALID_CARD, name: 'Ada Okafor' });
  await user.click(payButton());

  await waitFor(() => expect(currentLocation()).toMatch(/^\/success/));
  expect(await requests[0]!.json()).toMatchObject({ customerEmail: 'ada@example.com' });
  expect(currentLocation()).toMatch(/^\/success\?plan=business&name=Ada%20Okafor&/);
  expect(session.refreshUser).toHaveBeenCalledTimes(1);
});

it('locks a signed-in buyer’s email and says why: the plan goes to their account', async () => {
  const { user, field } = await openPaymentModal('Enterprise', signedInSession(null));
  const email = field('Email');
  expect(email).toHaveAttribute('readonly');
  expect(email).toHaveAccessibleDescription('Your plan goes to the account you are signed in with.');
  await user.type(email, 'victim@example.com');
  expect(email.value).toBe('ada@example.com');
});

it('leaves the email open to a visitor who is not signed in', async () => {
  const { field } = await openPaymentModal('Starter');
  expect(field('Email')).not.toHaveAttribute('readonly');
  expect(field('Email')).not.toHaveAttribute('aria-describedby');
});

it('shows the server’s 409 when the email already belongs to an account, and stays on the form', async () => {
  answerCheckout(409, { success: false, error: 'An account already uses this email. Sign in to change its plan.' });
  const { user, dialog, field, payButton } = await openPaymentModal('Starter');
  await fillPaymentForm(user, field);
  await user.click(payButton());
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'An account already uses this email. Sign in to change its plan.',
  );
  expect(currentLocation()).toBe('/');
});

it('tells a signed-in buyer whose provider has not verified their email that a plan needs it', async () => {
  const session = signedInSession(null);
  const unverified = {
    ...session.user!,
    google_user_data: { ...session.user!.google_user_data, email_verified: false },
  };
  const { dialog } = await openPaymentModal('Business', { ...session, user: unverified });
  expect(
    within(dialog).getByText('Verify your email address with your sign-in provider to use your plan.'),
  ).toBeVisible();
});
