import { Body, Controller, Post } from '@nestjs/common';
import type { SupportTicketResponse } from '@northvault/contracts/api';
import { IdentifiedIfSignedIn, SessionUser, type SignedInUser } from '../auth/public';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { CreateSupportTicketDto } from './create-support-ticket.dto';
import { SupportTicketsService } from './support-tickets.service';

@Controller('support')
export class SupportController {
  constructor(private readonly supportTickets: SupportTicketsService) {}

  @Post()
  @WriteThrottled()
  @IdentifiedIfSignedIn()
  async create(
    @Body() body: CreateSupportTicketDto,
    @SessionUser() user: SignedInUser | null,
  ): Promise<SupportTicketResponse> {
    const { ticketId, emailSent } = await this.supportTickets.create(body, user);
    return { success: true, ticketId, emailSent };
  }
}
