/**
 * Caps on the emails the site sends to an address it has not verified (docs/product/contact-and-support.md#email-caps):
 * at most `UNVERIFIED_EMAIL_CAPS.perHour` an hour and `perDay` a day per address, across support,
 * contact and newsletter, so a stranger's address cannot be flooded through the forms.
 *
 * The counts live where the throttler keeps its own (Redis when REDIS_URL is set, this process's
 * memory otherwise), through the public ThrottlerStorage interface, so every instance counts the
 * same emails. The address is stored only as a keyed hash.
 */
import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ThrottlerStorage } from '@nestjs/throttler';
import { UNVERIFIED_EMAIL_CAPS } from '@northvault/contracts/email';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

const THROTTLER_NAME = 'unverified-email';
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The storage blocks a key past its limit; the caps compare the count themselves, so it never does. */
const NEVER = Number.MAX_SAFE_INTEGER;

@Injectable()
export class RecipientCaps {
  constructor(
    @Inject(ThrottlerStorage) private readonly storage: ThrottlerStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Counts one email to `address` and says whether it may go. An email held back by the hour's
   * cap does not use the day's.
   */
  async allow(address: string): Promise<boolean> {
    const key = this.fingerprint(address.trim().toLowerCase());
    const hour = await this.storage.increment(`hour:${key}`, HOUR_MS, NEVER, HOUR_MS, THROTTLER_NAME);
    if (hour.totalHits > UNVERIFIED_EMAIL_CAPS.perHour) return false;
    const day = await this.storage.increment(`day:${key}`, DAY_MS, NEVER, DAY_MS, THROTTLER_NAME);
    return day.totalHits <= UNVERIFIED_EMAIL_CAPS.perDay;
  }

  private fingerprint(address: string): string {
    return createHmac('sha256', this.config.auth.sessionSecret).update(`email:${address}`).digest('base64url');
  }
}
