import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { InsertBatcher } from '../database/insert-batcher';
import { contactMessages } from '../database/schema';
import type { CreateContactMessageDto } from './create-contact-message.dto';

type ContactMessageRow = typeof contactMessages.$inferInsert;

@Injectable()
export class ContactMessagesService {
  private readonly batcher: InsertBatcher<ContactMessageRow>;

  constructor(@Inject(DATABASE) database: DatabaseHandle) {
    this.batcher = new InsertBatcher((rows) =>
      database.db
        .insert(contactMessages)
        .values(rows)
        .then(() => undefined),
    );
  }

  async create(input: CreateContactMessageDto): Promise<{ id: string }> {
    // The id is chosen here, so a batched insert needs no RETURNING to tell its rows apart.
    const id = randomUUID();
    await this.batcher.insert({
      id,
      name: input.name,
      email: input.email,
      message: input.message,
      company: input.company ?? null,
      phone: input.phone ?? null,
    });
    return { id };
  }
}
