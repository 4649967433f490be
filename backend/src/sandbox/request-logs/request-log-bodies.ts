/** The request log's answers on /v1, in the documented API's snake_case (docs/product/api.md#request-log). */
import { ApiProperty } from '@nestjs/swagger';
import type { RequestLogEntry, RequestLogPage, RequestLogSummary } from '@northvault/contracts/request-logs';

const TIMESTAMP = { type: String, format: 'date-time', example: '2026-11-23T10:15:00Z' } as const;

export class RequestLogSummaryBody {
  @ApiProperty({ description: 'The request_id of the call’s answer.' })
  request_id: string;

  @ApiProperty({ example: 'POST' })
  method: string;

  @ApiProperty({ example: '/v1/banking/accounts', description: 'With the query string.' })
  path: string;

  @ApiProperty({ example: 201 })
  status: number;

  @ApiProperty({ example: 42 })
  duration_ms: number;

  @ApiProperty({ type: String, nullable: true })
  idempotency_key: string | null;

  @ApiProperty({
    example: 'nv_test_sk_…a1b2',
    description: 'The API key by its prefix, or the first characters of the login token.',
  })
  credential: string;

  @ApiProperty(TIMESTAMP)
  created_at: string;
}

export class RequestLogEntryBody extends RequestLogSummaryBody {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Passwords, tokens, keys and card numbers removed; at most 8 KB.',
  })
  request_body: string | null;

  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Passwords, tokens, keys and card numbers removed; at most 8 KB.',
  })
  response_body: string | null;
}

export class RequestLogPageBody {
  @ApiProperty({ type: [RequestLogSummaryBody] })
  data: RequestLogSummaryBody[];

  @ApiProperty()
  has_more: boolean;

  @ApiProperty({ type: String, nullable: true, description: 'Pass as starting_after for the next page.' })
  next_cursor: string | null;
}

export function summaryBody(entry: RequestLogSummary): RequestLogSummaryBody {
  return {
    request_id: entry.requestId,
    method: entry.method,
    path: entry.path,
    status: entry.status,
    duration_ms: entry.durationMs,
    idempotency_key: entry.idempotencyKey,
    credential: entry.credential,
    created_at: entry.createdAt,
  };
}

export function entryBody(entry: RequestLogEntry): RequestLogEntryBody {
  return { ...summaryBody(entry), request_body: entry.requestBody, response_body: entry.responseBody };
}

export function pageBody(page: RequestLogPage): RequestLogPageBody {
  return { data: page.entries.map(summaryBody), has_more: page.nextCursor !== null, next_cursor: page.nextCursor };
}
