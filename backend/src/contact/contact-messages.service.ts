import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { contactMessages } from '../database/schema';
import { EmailOutbox, RecipientCaps } from '../email/public';
import type { CreateContactMessageDto } from './create-contact-message.dto';

/** Who sent the message, when signed in. */
export interface ContactSender {
  email: string;
  emailVerified: boolean;
}

@Injectable()
export class ContactMessagesService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly emails: EmailOutbox,
    private readonly caps: RecipientCaps,
  ) {}

  /**
   * The message and its acknowledgement email commit together. A signed-in sender with a verified
   * address gets the acknowledgement there; any other address only within its caps (RecipientCaps),
   * and the message is kept without it.
   */
  async create(
    input: CreateContactMessageDto,
    sender: ContactSender | null,
  ): Promise<{ id: string; emailSent: boolean }> {
    // The id is chosen here, so the one statement that writes the message and its email needs no RETURNING.
    const id = randomUUID();
    const row = {
      id,
      name: input.name,
      email: input.email,
      message: input.message,
      company: input.company ?? null,
      phone: input.phone ?? null,
    };
    const verified = sender?.emailVerified ? sender.email : null;
    const emailSent = verified !== null || (await this.caps.allow(input.email));
    if (emailSent) {
      await this.emails.queueWithRow(contactMessages, row, {
        kind: 'contact-received',
        // The To header carries no name a stranger chose; the body quotes it.
        to: { name: '', address: verified ?? input.email },
        senderName: input.name,
      });
    } else {
      await this.database.db.insert(contactMessages).values(row);
    }
    return { id, emailSent };
  }
}
