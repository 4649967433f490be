/**
 * A signed-in customer without the sign-in dance: a user row, a session cookie and, if asked,
 * a subscription bought through the real checkout endpoint.
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

export async function signedInCustomer(api: TestApp, plan: PlanId | null): Promise<SignedInCustomer> {
  const email = `customer-${randomUUID().slice(0, 8)}@example.com`;
  if (plan !== null) {
    await api
      .http()
      .post('/api/checkout/process')
      .send({
        planId: plan,
        customerName: 'Test Customer',
        customerEmail: email,
        paymentMethod: {
          cardNumber: '4242424242424242',
          expiryMonth: '12',
          expiryYear: String(new Date().getFullYear() + 2),
          cvv: '123',
          billingAddress: { address: '', city: '', postalCode: '', country: 'International' },
        },
      })
      .expect(200);
  }
  const [user] = await api.database.db
    .insert(users)
    .values({ issuer: 'http://localhost:9000', subject: `test-${email}`, email, name: 'Test Customer' })
    .returning();
  const token = await api.app.get(SessionsService).create(user!.id);
  return { email, userId: user!.id, cookie: `nv_session=${token}` };
}
