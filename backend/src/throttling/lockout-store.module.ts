import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { ClosableThrottlerStorage } from './shared-throttler-storage';

/** The shared LockoutStore (lockout-store.ts), for any module to inject. */
export const LOCKOUT_STORE = Symbol('LOCKOUT_STORE');

@Global()
@Module({})
export class LockoutStoreModule {
  /** Read from the storage only when a provider asks: the OpenAPI document's preview app never opens one. */
  static forRoot(storage: ClosableThrottlerStorage): DynamicModule {
    return {
      module: LockoutStoreModule,
      providers: [{ provide: LOCKOUT_STORE, useFactory: () => storage.lockouts }],
      exports: [LOCKOUT_STORE],
    };
  }
}
