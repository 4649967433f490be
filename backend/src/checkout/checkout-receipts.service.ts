/**
 * What /success may show about a payment. The checkout answer leaves a short-lived sealed cookie
 * naming its transaction; the receipt is answered to that browser, or to the signed-in account
 * that owns the payment, and to nobody else: a link with someone's transaction id shows nothing.
 */
import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { type CheckoutReceipt, RECEIPT_MESSAGES } from '@northvault/contracts/api';
import type { SignedInUser } from '../auth/public';
import { openValue, sealValue } from '../common/sealed-value';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { payments, subscriptions } from '../database/schema';
import { type CookieJar, siteCookies, type SiteCookies } from '../http/site-cookies';

/** Long enough to read the success page and come back to it; not a record anyone keeps. */
export const RECEIPT_COOKIE_TTL_SECONDS = 30 * 60;
const PURPOSE = 'checkout-receipt';
/** What readableId('TXN', 16) makes; anything else names no payment and is not worth a query. */
const TRANSACTION_ID = /^TXN-[0-9A-Z]{16}$/;

@Injectable()
export class CheckoutReceiptsService {
  private readonly cookies: SiteCookies;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookies = siteCookies(config.server.siteOrigin);
  }

  /** Lets this browser read the receipt of the payment it just made. */
  remember(jar: CookieJar, transactionId: string, now: number = Date.now()): void {
    const sealed = sealValue(
      PURPOSE,
      { transactionId, expiresAt: now + RECEIPT_COOKIE_TTL_SECONDS * 1000 },
      this.config.auth.sessionSecret,
    );
    jar.set(this.cookies.receipt, sealed, this.cookies.options(RECEIPT_COOKIE_TTL_SECONDS));
  }

  async find(transactionId: string, jar: CookieJar, user: SignedInUser | null): Promise<CheckoutReceipt> {
    if (!TRANSACTION_ID.test(transactionId)) throw new NotFoundException(RECEIPT_MESSAGES.notFound);
    const [row] = await this.database.db
      .select({ payment: payments, claimedBy: subscriptions.accountId })
      .from(payments)
      .leftJoin(subscriptions, eq(subscriptions.paymentId, payments.id))
      .where(eq(payments.transactionId, transactionId));
    const payment = row?.payment;
    const ownedByUser = user !== null && payment?.accountId === user.id;
    if (!payment || payment.status !== 'approved' || !(ownedByUser || this.paidInThisBrowser(jar, transactionId))) {
      throw new NotFoundException(RECEIPT_MESSAGES.notFound);
    }
    return {
      transactionId,
      planId: payment.planId,
      amountCents: payment.amountCents,
      currency: 'USD',
      cardBrand: payment.cardBrand,
      cardLast4: payment.cardLast4,
      email: payment.customerEmail,
      claimed: (row.claimedBy ?? null) !== null,
    };
  }

  private paidInThisBrowser(jar: CookieJar, transactionId: string, now: number = Date.now()): boolean {
    const value = openValue(PURPOSE, jar.read(this.cookies.receipt), this.config.auth.sessionSecret);
    return value?.transactionId === transactionId && typeof value.expiresAt === 'number' && value.expiresAt > now;
  }
}
