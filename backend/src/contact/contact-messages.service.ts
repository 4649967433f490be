import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { contactMessages } from '../database/schema';
import { EmailOutbox } from '../email/email-outbox';
import type { CreateContactMessageDto } from './create-contact-message.dto';

@Injectable()
export class ContactMessagesService {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    private readonly emails: EmailOutbox,
  ) {}

  /** The message and its acknowledgement email commit together. */
  async create(input: CreateContactMessageDto): Promise<{ id: string }> {
    // The id is chosen here, so the one statement that writes the message and its email needs no RETURNING.
    const id = randomUUID();
    const message = this.database.db.insert(contactMessages).values({
      id,
      name: input.name,
      email: input.email,
      message: input.message,
      company: input.company ?? null,
      phone: input.phone ?? null,
    });
    await this.emails.queueWithRow(message, {
      kind: 'contact-received',
      to: { name: input.name, address: input.email },
    });
    return { id };
  }
}
