import { Global, Module } from '@nestjs/common';

/**
 * The one clock billing reads (periods, cancellation, receipts, whether a plan still holds). Tests
 * move it forward instead of waiting: `jest.spyOn(app.get(CLOCK), 'now')`.
 */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

@Global()
@Module({
  // A fresh object per app, so a test that moves one app's clock moves no other's.
  providers: [{ provide: CLOCK, useFactory: (): Clock => ({ now: () => new Date() }) }],
  exports: [CLOCK],
})
export class ClockModule {}
