import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { contactMessages } from '../database/schema';
import { EmailOutbox } from '../email/public';
import type { CreateContactMessageDto } from './create-contact-message.dto';

@Injectable()
export class ContactMessagesService {
  constructor(private readonly emails: EmailOutbox) {}

  /** The message and its acknowledgement email commit together. */
  async create(input: CreateContactMessageDto): Promise<{ id: string }> {
    // The id is chosen here, so the one statement that writes the message and its email needs no RETURNING.
    const id = randomUUID();
    await this.emails.queueWithRow(
      contactMessages,
      {
        id,
        name: input.name,
        email: input.email,
        message: input.message,
        company: input.company ?? null,
        phone: input.phone ?? null,
      },
      { kind: 'contact-received', to: { name: input.name, address: input.email } },
    );
    return { id };
  }
}
