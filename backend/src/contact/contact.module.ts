import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { RecipientCaps } from '../email/public';
import { ContactController } from './contact.controller';
import { ContactMessagesService } from './contact-messages.service';

@Module({ imports: [AuthModule], controllers: [ContactController], providers: [ContactMessagesService, RecipientCaps] })
export class ContactModule {}
