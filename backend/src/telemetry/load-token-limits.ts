/**
 * How many new load tokens one client address may report per minute (TELEMETRY_TOKENS_PER_MINUTE).
 * Anyone can fetch pages and so collect tokens; this bounds how many page loads one address can
 * add to the figures. Counted where the throttler counts (Redis when configured), under a keyed hash
 * of the address: the store never holds the address itself, and nothing of it reaches remote_loads.
 */
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const THROTTLER_NAME = 'telemetry-tokens';
const WINDOW_MS = 60_000;

@Injectable()
export class LoadTokenLimits {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts one more new token from this address; false once the address is past its limit for the minute. */
  async allowNewToken(clientAddress: string): Promise<boolean> {
    const key = createHmac('sha256', this.config.auth.sessionSecret)
      .update(`telemetry-address:${clientAddress}`)
      .digest('base64url');
    const record = await this.storage.increment(
      key,
      WINDOW_MS,
      this.config.canary.tokensPerMinute,
      WINDOW_MS,
      THROTTLER_NAME,
    );
    return !record.isBlocked;
  }
}
