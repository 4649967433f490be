import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { InjectPinoLogger, type PinoLogger } from 'nestjs-pino';
import type { ApiErrorBody } from '@northvault/contracts/api';
import { DATABASE_UNAVAILABLE, isDatabaseUnavailable } from '../database/database-unavailable';
import { loggableError } from '../logging/loggable-error';
import { registered } from '../common/registrations';
import { type ErrorBodyMapping, ErrorBodyRegistration } from './error-body-mapping';
import { RequestValidationException } from './request-validation.exception';

const INTERNAL_ERROR = 'Internal server error';

/**
 * The one error shape of the API (ApiErrorBody) for every failure: validation, unknown routes,
 * body parsing, throttling, database outages and unexpected errors. An HttpException's message is
 * an answer our code chose; any other error is logged and answered without details. A request
 * that a feature's registered mapping claims (api-errors.module.ts) gets that mapping's body.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  /** Collected on the first error: every module has registered by then. */
  private mappings: readonly ErrorBodyMapping[] | undefined;

  constructor(
    @InjectPinoLogger(ApiExceptionFilter.name) private readonly logger: PinoLogger,
    private readonly discovery: DiscoveryService,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const body = this.toErrorBody(exception);
    if (body.statusCode >= 500) {
      // The request's own logger carries its id; one refused before the request logger ran has none.
      const requestLog = host.switchToHttp().getRequest<{ log?: Logger }>().log;
      if (requestLog) requestLog.error(loggableError(exception), 'Request failed');
      else this.logger.error(loggableError(exception), 'Request failed');
    }
    if (response.headersSent) {
      response.end();
      return;
    }
    const request = host.switchToHttp().getRequest<Request>();
    this.mappings ??= registered(this.discovery, ErrorBodyRegistration).map((registration) => registration.mapping);
    const mapping = this.mappings.find((candidate) => candidate.matches(request));
    if (mapping !== undefined) {
      response.status(body.statusCode).json(mapping.body(exception, body, String(request.id)));
      return;
    }
    response.status(body.statusCode).json(body);
  }

  private toErrorBody(exception: unknown): ApiErrorBody {
    if (exception instanceof RequestValidationException) {
      const body: ApiErrorBody = { success: false, statusCode: exception.getStatus(), error: exception.message };
      if (exception.fields !== undefined) body.fields = { ...exception.fields };
      return body;
    }
    if (exception instanceof HttpException) {
      return { success: false, statusCode: exception.getStatus(), error: httpExceptionMessage(exception) };
    }
    // An outage is not the client's fault and passes by itself: 503 tells clients to try again.
    if (isDatabaseUnavailable(exception)) {
      return { success: false, statusCode: HttpStatus.SERVICE_UNAVAILABLE, error: DATABASE_UNAVAILABLE };
    }
    // Anything else is a bug; its message may hold internals.
    return { success: false, statusCode: HttpStatus.INTERNAL_SERVER_ERROR, error: INTERNAL_ERROR };
  }
}

function httpExceptionMessage(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
  return typeof message === 'string' ? message : exception.message;
}
