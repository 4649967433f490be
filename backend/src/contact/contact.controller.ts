import { Body, Controller, Post } from '@nestjs/common';
import type { ContactResponse } from '@northvault/contracts/api';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { ContactMessagesService } from './contact-messages.service';
import { CreateContactMessageDto } from './create-contact-message.dto';
import { Public } from '../auth/public';

@Controller('contact')
@Public()
export class ContactController {
  constructor(private readonly contactMessages: ContactMessagesService) {}

  @Post()
  @WriteThrottled()
  async create(@Body() body: CreateContactMessageDto): Promise<ContactResponse> {
    const { id } = await this.contactMessages.create(body);
    return { success: true, id };
  }
}
