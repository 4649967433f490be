import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { NEWSLETTER_MESSAGES } from '@northvault/contracts/newsletter';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { newsletterSubscribers } from '../database/schema';
import { EmailOutbox, RecipientCaps } from '../email/public';
import { newsletterToken, openNewsletterToken } from './newsletter-token';

/**
 * Double opt-in (docs/product/contact-and-support.md#newsletter-form). A sign-up queues the confirmation
 * email and writes no row; the answer is the same whether the address is new or already on the list,
 * so the form tells nobody who reads the newsletter.
 */
@Injectable()
export class NewsletterService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly emails: EmailOutbox,
    private readonly caps: RecipientCaps,
  ) {}

  /**
   * Queues the confirmation email, unless the address is not verified and has had its share today
   * (RecipientCaps): false then. `verifiedEmail` is the signed-in sender's verified address, if any.
   */
  async signUp(email: string, verifiedEmail: string | null = null): Promise<boolean> {
    const address = email.toLowerCase();
    const verified = verifiedEmail !== null && verifiedEmail.toLowerCase() === address;
    if (!verified && !(await this.caps.allow(address))) return false;
    const token = newsletterToken(address, this.clock.now(), this.config.auth.sessionSecret);
    await this.database.transaction((tx) =>
      this.emails.queue(tx, { kind: 'newsletter-confirmation', to: { name: '', address }, token }),
    );
    return true;
  }

  /** Adds the token's address to the list; confirming again changes nothing. */
  async confirm(token: string): Promise<void> {
    const opened = openNewsletterToken(token, this.clock.now(), this.config.auth.sessionSecret);
    if (opened.outcome !== 'valid') throw new BadRequestException(NEWSLETTER_MESSAGES[opened.outcome]);
    await this.database.db
      .insert(newsletterSubscribers)
      .values({ email: opened.email, confirmedAt: this.clock.now() })
      .onConflictDoNothing({ target: newsletterSubscribers.email });
  }
}
