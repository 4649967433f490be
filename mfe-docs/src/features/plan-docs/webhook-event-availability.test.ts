import { WEBHOOK_EVENTS } from '@northvault/contracts/webhooks';
import { webhookEventAvailability } from './webhook-event-availability';

const availableOn = (plan: 'starter' | 'business' | 'enterprise') =>
  webhookEventAvailability(plan)
    .filter(({ available }) => available)
    .map(({ event }) => event.name);

const lockedOn = (plan: 'starter' | 'business' | 'enterprise') =>
  webhookEventAvailability(plan)
    .filter(({ available }) => !available)
    .map(({ event }) => event.name);

describe('webhookEventAvailability', () => {
  it('lists every event for every plan, in catalogue order', () => {
    for (const plan of ['starter', 'business', 'enterprise'] as const) {
      expect(webhookEventAvailability(plan).map(({ event }) => event)).toEqual(WEBHOOK_EVENTS);
    }
  });

  it('gives Starter the events every plan receives, and nothing else', () => {
    expect(availableOn('starter')).toEqual([
      'transaction.completed',
      'payment.succeeded',
      'user.subscription.updated',
      'webhook.delivery.failed',
    ]);
    expect(lockedOn('starter')).toEqual([
      'xero.sync.completed',
      'account.updated',
      'user.created',
      'white_label.deployed',
    ]);
  });

  it('adds sync, account and user events on Business, but not white_label.deployed', () => {
    expect(availableOn('business')).toEqual(
      expect.arrayContaining(['xero.sync.completed', 'account.updated', 'user.created']),
    );
    expect(lockedOn('business')).toEqual(['white_label.deployed']);
  });

  it('gives Enterprise every event', () => {
    expect(lockedOn('enterprise')).toEqual([]);
  });
});
