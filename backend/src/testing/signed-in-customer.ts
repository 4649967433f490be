/**
 * A signed-in customer without the sign-in dance: an account row, a session cookie and, if asked,
 * a plan bought through the real checkout endpoint while signed in.
 */
import { randomUUID } from 'node:crypto';
import type { PlanId } from '@northvault/contracts/plans';
import { SessionsService } from '../auth/sessions.service';
import { users } from '../database/schema';
import type { TestApp } from './test-app';

export interface SignedInCustomer {
  email: string;
  userId: string;
  cookie: string;
}

/** A checkout body paying with the sandbox's approved card. */
export function approvedCheckout(planId: PlanId, email: string, customerName = 'Test Customer') {
  return {
    planId,
    customerName,
    customerEmail: email,
    paymentMethod: {
      cardNumber: '4242424242424242',
      expiryMonth: '10',
      expiryYear: String(new Date().getFullYear() + 2),
      cvv: '123',
      billingAddress: { address: '', city: '', postalCode: '', country: 'International' },
    },
  };
}

export async function signedInCustomer(
  api: TestApp,
  plan: PlanId | null,
  { emailVerified = true }: { emailVerified?: boolean } = {},
): Promise<SignedInCustomer> {
  const email = `customer-${randomUUID().slice(0, 8)}@example.com`;
  const [user] = await api.database.db
    .insert(users)
    .values({ issuer: 'http://localhost:9000', subject: `test-${email}`, email, emailVerified, name: 'Test Customer' })
    .returning();
  const token = await api.app.get(SessionsService).create(user!.id);
  const cookie = `nv_session=${token}`;
  if (plan !== null) {
    await api
      .http()
      .post('/api/checkout/process')
      .set('Cookie', cookie)
      .send(approvedCheckout(plan, email))
      .expect(200);
  }
  return { email, userId: user!.id, cookie };
}
