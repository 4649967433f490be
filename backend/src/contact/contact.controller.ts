import { Body, Controller, Post } from '@nestjs/common';
import type { ContactResponse } from '@northvault/contracts/api';
import { IdentifiedIfSignedIn, SessionUser, type SignedInUser } from '../auth/public';
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
  @IdentifiedIfSignedIn()
  async create(
    @Body() body: CreateContactMessageDto,
    @SessionUser() user: SignedInUser | null,
  ): Promise<ContactResponse> {
    const { id, emailSent } = await this.contactMessages.create(body, user);
    return { success: true, id, emailSent };
  }
}
