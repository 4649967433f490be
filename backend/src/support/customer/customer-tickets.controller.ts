import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import type {
  CustomerReplyResponse,
  CustomerTicketResponse,
  CustomerTicketsResponse,
  FailedRequestsResponse,
} from '@northvault/contracts/support-tickets';
import { IdentifiedIfSignedIn, SessionUser, SignedIn, type SignedInUser } from '../../auth/public';
import { WriteThrottled } from '../../throttling/write-throttled.decorator';
import { AttachedRequests } from './attached-requests';
import { CustomerReplyDto, TicketRatingDto } from './customer-tickets.dto';
import { CustomerTicketsService } from './customer-tickets.service';

/** A query parameter given twice arrives as an array: only a single string is a token. */
function tokenOf(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The requester's side of their tickets (docs/product/contact-and-support.md#my-tickets). The list needs a
 * session; one ticket opens for its signed-in requester or with the signed link of its emails (`?token=`).
 */
@Controller('support')
export class CustomerTicketsController {
  constructor(
    private readonly tickets: CustomerTicketsService,
    private readonly attachedRequests: AttachedRequests,
  ) {}

  @Get('tickets')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  list(@SessionUser() user: SignedInUser): Promise<CustomerTicketsResponse> {
    return this.tickets.list(user);
  }

  @Get('failed-requests')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  async failedRequests(@SessionUser() user: SignedInUser): Promise<FailedRequestsResponse> {
    return { requests: await this.attachedRequests.offered(user.id) };
  }

  @Get('tickets/:ticketId')
  @IdentifiedIfSignedIn()
  @Header('Cache-Control', 'no-store')
  ticket(
    @Param('ticketId') ticketId: string,
    @Query('token') token: unknown,
    @SessionUser() user: SignedInUser | null,
  ): Promise<CustomerTicketResponse> {
    return this.tickets.ticket(ticketId, user, tokenOf(token));
  }

  @Post('tickets/:ticketId/messages')
  @WriteThrottled()
  @IdentifiedIfSignedIn()
  reply(
    @Param('ticketId') ticketId: string,
    @Query('token') token: unknown,
    @SessionUser() user: SignedInUser | null,
    @Body() body: CustomerReplyDto,
  ): Promise<CustomerReplyResponse> {
    return this.tickets.reply(ticketId, user, tokenOf(token), body.body);
  }

  @Post('tickets/:ticketId/rating')
  @HttpCode(200)
  @WriteThrottled()
  @IdentifiedIfSignedIn()
  rate(
    @Param('ticketId') ticketId: string,
    @Query('token') token: unknown,
    @SessionUser() user: SignedInUser | null,
    @Body() body: TicketRatingDto,
  ): Promise<CustomerTicketResponse> {
    return this.tickets.rate(ticketId, user, tokenOf(token), body);
  }
}
