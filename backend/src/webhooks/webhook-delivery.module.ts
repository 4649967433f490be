import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { SubscriptionsModule } from '../subscriptions/public';
import { WEBHOOK_DELIVERY_QUEUE } from './webhook-delivery-job';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';
import { WebhookEvents } from './webhook-events';
import { DeliveryLog } from './delivery-log';

/**
 * Raising webhook events to a subscriber's endpoints, and the worker that delivers them: in the
 * app, and in `npm run worker`. The sandbox's resources and the white-label platform raise theirs
 * through it; the endpoints themselves are the sandbox's (`/v1/webhooks`).
 */
@Module({
  imports: [JobsModule.forFeature([WEBHOOK_DELIVERY_QUEUE]), SubscriptionsModule],
  providers: [WebhookDeliveryWorker, WebhookEvents, DeliveryLog],
  exports: [WebhookEvents],
})
export class WebhookDeliveryModule {}
