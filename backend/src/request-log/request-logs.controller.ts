import { Controller, Get, Header, Param, Query } from '@nestjs/common';
import type { RequestLogEntry, RequestLogPage } from '@northvault/contracts/request-logs';
import { SignedIn, SessionUser, type SignedInUser } from '../auth/public';
import { RequestValidationException } from '../http/request-validation.exception';
import { type RequestLogQuery, requestLogFilter } from './request-log-filter';
import { RequestLogs } from './request-logs.service';

const invalid = (field: string, message: string) => RequestValidationException.fromFields({ [field]: message });

/** The developers page's Request log tab: the signed-in account's own /v1 calls. */
@Controller('request-logs')
@SignedIn()
export class RequestLogsController {
  constructor(private readonly logs: RequestLogs) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  page(@SessionUser() user: SignedInUser, @Query() query: RequestLogQuery): Promise<RequestLogPage> {
    return this.logs.page(user.id, requestLogFilter(query, invalid));
  }

  @Get(':requestId')
  @Header('Cache-Control', 'no-store')
  entry(@SessionUser() user: SignedInUser, @Param('requestId') requestId: string): Promise<RequestLogEntry> {
    return this.logs.entry(user.id, requestId);
  }
}
