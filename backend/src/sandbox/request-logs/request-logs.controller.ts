import { Controller, Get, Header, HttpStatus, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiQuery, ApiTags } from '@nestjs/swagger';
import {
  REQUEST_LOG_METHODS,
  REQUEST_LOG_SANDBOX_PATH,
  REQUEST_LOG_STATUS_CLASSES,
} from '@northvault/contracts/request-logs';
import { type RequestLogQuery, requestLogFilter, RequestLogs } from '../../request-log/public';
import { SignedIn } from '../../auth/public';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { SandboxException } from '../http/sandbox-error';
import { SandboxAnswer, SandboxErrors } from '../http/sandbox-responses';
import { entryBody, pageBody, RequestLogEntryBody, RequestLogPageBody } from './request-log-bodies';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';

const invalid = (field: string, message: string) =>
  new SandboxException(HttpStatus.BAD_REQUEST, 'invalid_request', message, field);

/** The caller's own request log (docs/product/api.md#request-log). */
@ApiTags('Request log')
@Controller(`${SANDBOX_PREFIX}${REQUEST_LOG_SANDBOX_PATH}`)
@SignedInWithToken()
@SignedIn()
export class SandboxRequestLogsController {
  constructor(private readonly logs: RequestLogs) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'List your requests',
    description:
      'Your /v1 calls of the last 30 days, newest first, 25 a page, with secrets and card numbers removed from the bodies.',
  })
  @ApiQuery({ name: 'status', required: false, enum: [...REQUEST_LOG_STATUS_CLASSES] })
  @ApiQuery({ name: 'method', required: false, enum: [...REQUEST_LOG_METHODS] })
  @ApiQuery({ name: 'path', required: false, description: 'Requests whose path starts with this.' })
  @ApiQuery({ name: 'from', required: false, description: 'First day shown (YYYY-MM-DD, UTC).' })
  @ApiQuery({ name: 'to', required: false, description: 'Last day shown (YYYY-MM-DD, UTC).' })
  @ApiQuery({ name: 'starting_after', required: false, description: 'The next_cursor of the previous page.' })
  @SandboxAnswer(200, RequestLogPageBody, 'A page of your requests, newest first.')
  async page(@Caller() caller: SandboxCaller, @Query() query: RequestLogQuery): Promise<RequestLogPageBody> {
    return pageBody(await this.logs.page(caller.userId, requestLogFilter(query, invalid, 'starting_after')));
  }

  @Get(':request_id')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Get one request', description: 'One call by the request_id its answer carried.' })
  @ApiParam({ name: 'request_id' })
  @SandboxAnswer(200, RequestLogEntryBody, 'The call, with its redacted bodies.')
  @SandboxErrors(404)
  async entry(@Caller() caller: SandboxCaller, @Param('request_id') requestId: string): Promise<RequestLogEntryBody> {
    try {
      return entryBody(await this.logs.entry(caller.userId, requestId));
    } catch (error) {
      if (!(error instanceof NotFoundException)) throw error;
      throw new SandboxException(HttpStatus.NOT_FOUND, 'not_found', error.message, 'request_id');
    }
  }
}
