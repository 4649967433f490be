import { PLANS } from '@northvault/contracts/plans';
import { webhookEndpoints } from './webhook-endpoints';

it('says which events the sandbox raises and which it never does', () => {
  for (const plan of [null, PLANS.starter, PLANS.enterprise]) {
    const [register] = webhookEndpoints(plan);
    expect(register!.notes).toContain(
      'The sandbox raises `transaction.completed`, `xero.sync.completed`, `white_label.deployed`, `webhook.delivery.failed`; `webhook.delivery.failed` goes to your other endpoints that subscribe to it, never to the endpoint whose delivery failed. `payment.succeeded`, `user.subscription.updated`, `account.updated`, `user.created` can be subscribed to, but nothing in the sandbox makes them happen.',
    );
  }
});
