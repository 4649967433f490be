/** What other features use of subscriptions: starting and claiming plans, and who may use the sandbox. */
export { SubscriptionsModule } from './subscriptions.module';
export { SubscriptionsService } from './subscriptions.service';
export { SandboxSubscribers, type Subscriber } from './sandbox-subscribers';
