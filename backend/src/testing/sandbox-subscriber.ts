/** A subscriber who set a subscription password and signed in to the sandbox, with a client for its calls. */
import type { PlanId } from '@northvault/contracts/plans';
import { signedInCustomer } from './signed-in-customer';
import type { TestApp } from './test-app';

export const SANDBOX_TEST_PASSWORD = 'violet kettle harbour 42 drums';

export async function sandboxSubscriber(api: TestApp, plan: PlanId) {
  const customer = await signedInCustomer(api, plan);
  await api
    .http()
    .post('/api/account/subscription-password')
    .set('Cookie', customer.cookie)
    .send({ password: SANDBOX_TEST_PASSWORD })
    .expect(200);
  const login = await api
    .sandbox()
    .post('/v1/auth/login')
    .send({ email: customer.email, password: SANDBOX_TEST_PASSWORD });
  if (login.status !== 200) throw new Error(`The sandbox login answered ${login.status}`);
  const token = login.body.access_token as string;
  const call = (method: 'get' | 'post' | 'patch' | 'delete', path: string, planHeader: string = plan) =>
    api.sandbox()[method](path).set('Authorization', `Bearer ${token}`).set('X-Plan-Type', planHeader);
  return { ...customer, token, login: login.body, call };
}

export type SandboxSubscriber = Awaited<ReturnType<typeof sandboxSubscriber>>;

/** The documented error shape, with `param` when one is given. */
export function sandboxError(code: string, message: string, param?: string) {
  return { error: { code, message, ...(param && { param }), request_id: expect.any(String) } };
}
