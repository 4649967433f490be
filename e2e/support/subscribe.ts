import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { IDEMPOTENCY_KEY_HEADER, type CheckoutRequest } from '@northvault/contracts/api';
import { SANDBOX_CARDS } from '@northvault/contracts/payment';
import type { PlanId } from '@northvault/contracts/plans';
import { API_PATHS } from '@northvault/contracts/routes';
import type { Identity } from './sign-in';

/** Pays for a plan with the sandbox's approved test card, straight through the checkout API. */
export async function subscribe(page: Page, identity: Identity, planId: PlanId): Promise<void> {
  const request: CheckoutRequest = {
    planId,
    customerName: identity.name,
    customerEmail: identity.email,
    paymentMethod: {
      cardNumber: SANDBOX_CARDS.approved,
      expiryMonth: '12',
      expiryYear: String(new Date().getFullYear() + 2),
      cvv: '123',
      billingAddress: { address: '', city: '', postalCode: '', country: 'International' },
    },
  };
  const response = await page.request.post(API_PATHS.checkout, {
    data: request,
    headers: { [IDEMPOTENCY_KEY_HEADER]: randomUUID() },
  });
  expect(response.ok(), `checkout answered ${response.status()}: ${await response.text()}`).toBe(true);
  expect(await response.json()).toMatchObject({ success: true });
}
