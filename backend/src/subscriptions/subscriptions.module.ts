import { Module } from '@nestjs/common';
import { SubscriptionsService } from './subscriptions.service';

/** Written by checkout, read by sign-in (the current user's plan) and the white-label module. */
@Module({
  providers: [SubscriptionsService],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
