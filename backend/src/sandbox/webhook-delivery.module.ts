import { Module } from '@nestjs/common';
import { SandboxSubscribers } from './sandbox-subscribers';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';
import { WebhookEvents } from './webhook-events';

/**
 * Raising the sandbox's webhook events, and the worker that delivers them: in the app, and in
 * `npm run worker`. The white-label platform raises its own event through it too.
 */
@Module({
  providers: [WebhookDeliveryWorker, WebhookEvents, SandboxSubscribers],
  exports: [WebhookEvents, SandboxSubscribers],
})
export class WebhookDeliveryModule {}
