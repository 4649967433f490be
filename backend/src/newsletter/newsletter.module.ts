import { Module } from '@nestjs/common';
import { RecipientCaps } from '../email/public';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({ controllers: [NewsletterController], providers: [NewsletterService, RecipientCaps] })
export class NewsletterModule {}
