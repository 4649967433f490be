import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { RecipientCaps } from '../email/public';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';

@Module({ imports: [AuthModule], controllers: [NewsletterController], providers: [NewsletterService, RecipientCaps] })
export class NewsletterModule {}
