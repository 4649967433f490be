import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { DeskQueueResponse, DeskTicketResponse } from '@northvault/contracts/support-desk';
import { RequiresPermission, SessionUser, type SignedInUser } from '../../auth/public';
import { WriteThrottled } from '../../throttling/write-throttled.decorator';
import { DeskMessageDto, DeskQueueQuery, DeskStatusDto } from './desk.dto';
import { DeskService } from './desk.service';

/** The support desk's API: agents only (`support:agent`), 403 for everyone else. */
@Controller('support/desk/tickets')
@RequiresPermission('support:agent')
export class DeskController {
  constructor(private readonly desk: DeskService) {}

  @Get()
  queue(@SessionUser() agent: SignedInUser, @Query() filters: DeskQueueQuery): Promise<DeskQueueResponse> {
    return this.desk.queue(agent, filters);
  }

  @Get(':ticketId')
  ticket(@Param('ticketId') ticketId: string): Promise<DeskTicketResponse> {
    return this.desk.ticket(ticketId);
  }

  @Post(':ticketId/messages')
  @WriteThrottled()
  async addMessage(
    @SessionUser() agent: SignedInUser,
    @Param('ticketId') ticketId: string,
    @Body() body: DeskMessageDto,
  ): Promise<DeskTicketResponse> {
    await this.desk.addMessage(agent, ticketId, body.body, body.internal === true);
    return this.desk.ticket(ticketId);
  }

  @Post(':ticketId/assign')
  @HttpCode(200)
  async assign(@SessionUser() agent: SignedInUser, @Param('ticketId') ticketId: string): Promise<DeskTicketResponse> {
    await this.desk.assignToMe(agent, ticketId);
    return this.desk.ticket(ticketId);
  }

  @Post(':ticketId/status')
  @HttpCode(200)
  async status(
    @SessionUser() agent: SignedInUser,
    @Param('ticketId') ticketId: string,
    @Body() body: DeskStatusDto,
  ): Promise<DeskTicketResponse> {
    await this.desk.setStatus(agent, ticketId, body.status);
    return this.desk.ticket(ticketId);
  }
}
