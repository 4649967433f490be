/** What other features use of webhooks: the module and raising an event to an owner's endpoints. */
export { WebhookDeliveryModule } from './webhook-delivery.module';
export { type EventOwner, WebhookEvents } from './webhook-events';
