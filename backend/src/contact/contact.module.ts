import { Module } from '@nestjs/common';
import { ContactController } from './contact.controller';
import { ContactMessagesService } from './contact-messages.service';

@Module({ controllers: [ContactController], providers: [ContactMessagesService] })
export class ContactModule {}
