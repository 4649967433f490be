import { renderEmail } from './render-email';

const job = {
  kind: 'payment-failed' as const,
  to: { name: 'Ada Okafor', address: 'ada@example.com' },
  planId: 'business' as const,
  amountCents: 29_900,
  currency: 'USD' as const,
  cardBrand: 'Visa',
  cardLast4: '0341',
  nextRetryAt: '2026-03-01T09:00:00.000Z',
  suspendsAt: '2026-03-10T09:00:00.000Z',
};

it('says the payment failed, what is due, the next try, the suspension date and where to update the card', () => {
  const email = renderEmail(job, 'https://northvault.example');
  expect(email.subject).toBe('Your Northvault payment failed');
  for (const part of [
    'Hello Ada Okafor,',
    'We could not charge your Visa card ending in 0341 for your Business plan. Your plan keeps working for now.',
    'Amount due: $299.00 USD',
    'Next try:   1 March 2026',
    'Suspension: 10 March 2026, unless paid before then',
    'What to do: open your billing page and choose Update card. We charge the new card at once and your plan carries on.',
    'If nothing is paid by 10 March 2026, the plan is suspended and its access ends until you pay.',
    'Your billing page: https://northvault.example/account/billing',
  ]) {
    expect(email.text).toContain(part);
  }
  expect(email.html).toContain('<a href="https://northvault.example/account/billing">Your billing page</a>');
});

it('says when no automatic try is left', () => {
  expect(renderEmail({ ...job, nextRetryAt: null }, 'https://northvault.example').text).toContain(
    'Next try:   No more automatic tries',
  );
});

it('words a renewal receipt as a renewal, with the end of the period paid for', () => {
  const email = renderEmail(
    {
      kind: 'payment-receipt',
      to: { name: 'Ada Okafor', address: 'ada@example.com' },
      planId: 'business',
      amountCents: 29_900,
      currency: 'USD',
      cardBrand: 'Visa',
      cardLast4: '4242',
      transactionId: 'TXN-0123456789ABCDEF',
      receiptNumber: 'NV-2026-000042',
      paidAt: '2026-02-28T10:00:00.000Z',
      renewedUntil: '2026-03-28T10:00:00.000Z',
    },
    'https://northvault.example',
  );
  expect(email.subject).toBe('Your Northvault receipt NV-2026-000042');
  expect(email.text).toContain('Your Business plan has renewed until 28 March 2026. This is your receipt.');
  expect(email.text).toContain('Nothing else to do: your plan carries on. Your receipts are on your billing page.');
});
