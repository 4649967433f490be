import { BadRequestException, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';

/** Printable ASCII, as Stripe and the IETF draft allow; a UUID fits easily. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const INVALID_IDEMPOTENCY_KEY = `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 printable characters`;

/** The Idempotency-Key header: optional, and refused with 400 when it is not a usable key. */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext): string | undefined => {
  const value = context.switchToHttp().getRequest<Request>().headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new BadRequestException(INVALID_IDEMPOTENCY_KEY);
  }
  return value;
});
