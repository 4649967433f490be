import { act, screen, within } from '@testing-library/react';
import { PAYMENT_MESSAGES } from '@northvault/contracts/payment';
import { fakeResponse, installFetch, sentBody, sentHeader, uninstallFetch } from '../../../testing/fake-fetch';
import { fakeSession, signedInSession } from '@northvault/session/testing';
import { fixDate } from '../../../testing/fixed-date';
import { currentLocation } from '../../../testing/render-in-shell';
import { fillPaymentForm, openPaymentModal, VALID_CARD } from '../testing/open-payment-modal';

const approved = () =>
  Promise.resolve(fakeResponse(200, { success: true, transactionId: 'txn_8f3a91c2', planId: 'business' }));
const declined = () =>
  Promise.resolve(fakeResponse(402, { success: false, statusCode: 402, error: 'Your card was declined.' }));

beforeEach(() => fixDate(new Date(2026, 5, 15)));

afterEach(() => {
  jest.useRealTimers();
  uninstallFetch();
});

describe('input filtering (SPEC section 5)', () => {
  it('groups the card number in fours, keeps digits only and stops at 19 characters', async () => {
    const { user, field } = await openPaymentModal();
    await user.type(field('Card number'), '4242-4242 abc 4242424242424242');
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
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

  it('accepts a year of four digits that is not before the current year', async () => {
    const { user, field } = await openPaymentModal();
    await user.type(field('Expiry year'), '2025');
    expect(field('Expiry year').value).toBe('202');
    await user.clear(field('Expiry year'));
    await user.type(field('Expiry year'), 'y2031x9');
    expect(field('Expiry year').value).toBe('2031');
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
  expect(within(dialog).getByText(brand)).toBeTruthy();
  expect(field('Card number').getAttribute('aria-describedby')).toContain(
    within(dialog).getByText(brand).getAttribute('id'),
  );
});

it('names no brand for digits it does not recognise', async () => {
  const { user, dialog, field } = await openPaymentModal();
  await user.type(field('Card number'), '9999');
  for (const brand of ['Visa', 'Mastercard', 'Card']) expect(within(dialog).queryByText(brand)).toBeNull();
});

describe('validation (SPEC section 5), shown before anything is sent', () => {
  it.each([
    ['nothing is filled in', { ...VALID_CARD, name: '', email: '' }, PAYMENT_MESSAGES.requiredFields, 'Full name'],
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
  ])('when %s', async (_case, details, message, fieldLabel) => {
    const fetchMock = installFetch(approved);
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field, details);
    await user.click(payButton());

    const alert = within(dialog).getByRole('alert');
    expect(alert.textContent).toBe(message);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(field(fieldLabel).getAttribute('aria-invalid')).toBe('true');
    expect(field(fieldLabel).getAttribute('aria-describedby')).toContain(alert.id);
    expect(document.activeElement).toBe(field(fieldLabel));
  });

  it('accepts a card that expires this month', async () => {
    const fetchMock = installFetch(approved);
    const { user, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field, { ...VALID_CARD, month: '06', year: '2026' });
    await user.click(payButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

it('sends the request of SPEC section 7: country International by default and the month padded to two digits', async () => {
  const fetchMock = installFetch(approved);
  const { user, field, payButton } = await openPaymentModal();
  expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('International');
  await fillPaymentForm(user, field, { ...VALID_CARD, name: '  Ada Lovelace ', month: '5' });
  await user.type(field('Billing address (optional)'), ' 12 Analytical Row ');
  await user.type(field('City (optional)'), 'London');
  await user.click(payButton());

  expect(fetchMock.mock.calls[0]![0]).toBe('/api/checkout/process');
  expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: 'POST' });
  expect(sentHeader(fetchMock, 'Content-Type')).toBe('application/json');
  expect(sentBody(fetchMock)).toStrictEqual({
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
  const fetchMock = installFetch(approved);
  const { user, field, payButton } = await openPaymentModal('Starter');
  await fillPaymentForm(user, field);
  await user.selectOptions(screen.getByLabelText('Country'), 'United Kingdom');
  await user.click(payButton());
  expect(sentBody(fetchMock)).toMatchObject({
    planId: 'starter',
    paymentMethod: { billingAddress: { country: 'United Kingdom' } },
  });
});

it('sends a new Idempotency-Key with every attempt', async () => {
  const fetchMock = installFetch(declined);
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.click(payButton());
  await within(dialog).findByRole('alert');
  await user.click(payButton());
  await user.click(payButton());

  expect(fetchMock).toHaveBeenCalledTimes(3);
  const keys = [0, 1, 2].map((call) => sentHeader(fetchMock, 'Idempotency-Key', call));
  for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  expect(new Set(keys).size).toBe(3);
});

it('is busy while the payment runs and cannot be sent twice', async () => {
  let answer!: (response: Response) => void;
  const fetchMock = installFetch(() => new Promise((resolve) => (answer = resolve)));
  const { user, dialog, field, payButton } = await openPaymentModal();
  await fillPaymentForm(user, field);
  await user.dblClick(payButton());
  await user.keyboard('{Enter}');

  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(payButton().textContent).toBe('Processing payment…');
  expect(payButton().getAttribute('aria-disabled')).toBe('true');
  expect(dialog.querySelector('form')!.getAttribute('aria-busy')).toBe('true');

  await act(async () => answer(fakeResponse(402, { success: false, error: 'Your card was declined.' })));
  expect(payButton().textContent).toBe('Pay $299/month');
  expect(payButton().getAttribute('aria-disabled')).toBe('false');
});

describe('payment errors (SPEC section 8)', () => {
  it.each([
    [
      'an answer that is not JSON',
      () => Promise.resolve(fakeResponse(502, '<html>Bad Gateway</html>')),
      PAYMENT_MESSAGES.serviceError,
    ],
    ['an empty answer', () => Promise.resolve(fakeResponse(502, '')), PAYMENT_MESSAGES.serviceError],
    ['success false with the server’s error', declined, 'Your card was declined.'],
    [
      'success false with insufficient funds',
      () => Promise.resolve(fakeResponse(402, { success: false, error: 'Your card has insufficient funds.' })),
      'Your card has insufficient funds.',
    ],
    [
      'success false without an error',
      () => Promise.resolve(fakeResponse(502, { success: false })),
      PAYMENT_MESSAGES.failed,
    ],
    ['a thrown error with a message', () => Promise.reject(new TypeError('Failed to fetch')), 'Failed to fetch'],
    ['a thrown error without a message', () => Promise.reject(new Error('')), PAYMENT_MESSAGES.network],
  ])('shows the message for %s and keeps what was typed', async (_case, answer, message) => {
    installFetch(answer);
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field);
    await user.click(payButton());

    expect((await within(dialog).findByRole('alert')).textContent).toBe(message);
    expect(field('Card number').value).toBe('4242 4242 4242 4242');
    expect(payButton().getAttribute('aria-disabled')).toBe('false');
    expect(currentLocation()).toBe('/');
  });

  it('marks the field a server-side check is about', async () => {
    installFetch(() => Promise.resolve(fakeResponse(400, { success: false, statusCode: 400, error: 'Invalid CVV' })));
    const { user, dialog, field, payButton } = await openPaymentModal();
    await fillPaymentForm(user, field);
    await user.click(payButton());

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Invalid CVV');
    expect(field('CVV').getAttribute('aria-invalid')).toBe('true');
  });
});

it('goes to the success page with the plan, email, name and transaction id', async () => {
  const session = fakeSession();
  installFetch(approved);
  const { user, field, payButton } = await openPaymentModal('Business', session);
  await fillPaymentForm(user, field);
  await user.click(payButton());

  expect(currentLocation()).toBe(
    '/success?plan=business&email=ada%40example.com&name=Ada%20Lovelace&transactionId=txn_8f3a91c2',
  );
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(session.refreshUser).not.toHaveBeenCalled();
});

it('fills in a signed-in buyer’s name and email, and refreshes their session after paying', async () => {
  const session = signedInSession(null);
  installFetch(approved);
  const { user, field, payButton } = await openPaymentModal('Business', session);
  expect(field('Full name').value).toBe('Ada Okafor');
  expect(field('Email').value).toBe('ada@example.com');
  await fillPaymentForm(user, field, { ...VALID_CARD, name: 'Ada Okafor' });
  await user.click(payButton());

  expect(currentLocation()).toMatch(/^\/success\?plan=business&email=ada%40example.com&name=Ada%20Okafor&/);
  expect(session.refreshUser).toHaveBeenCalledTimes(1);
});
