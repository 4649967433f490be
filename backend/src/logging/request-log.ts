import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';

/**
 * The request's own logger (logging/http-logging.ts), whose lines carry the request id. Handlers
 * hand it to the services that log on the request's behalf. No async context carries it instead:
 * on Node 20 one AsyncLocalStorage run switches on promise hooks that slow every request of the
 * process from then on.
 */
export const RequestLog = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Logger => context.switchToHttp().getRequest<IncomingMessage>().log,
);
