import { Module } from '@nestjs/common';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';

/** The worker that delivers the sandbox's webhook events: in the app, and in `npm run worker`. */
@Module({ providers: [WebhookDeliveryWorker] })
export class WebhookDeliveryModule {}
