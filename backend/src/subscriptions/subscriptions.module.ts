import { Module } from '@nestjs/common';
import { SandboxSubscribers } from './sandbox-subscribers';
import { SubscriptionsService } from './subscriptions.service';

/**
 * Written by checkout, read by sign-in (the current user's plan) and the white-label module; the
 * accounts whose plan lets them use the sandbox, for the sandbox and its webhook deliveries.
 */
@Module({
  providers: [SubscriptionsService, SandboxSubscribers],
  exports: [SubscriptionsService, SandboxSubscribers],
})
export class SubscriptionsModule {}
