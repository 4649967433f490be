import { BadRequestException, Body, Controller, Headers, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import { type CheckoutResponse, IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { CheckoutDto } from './checkout.dto';
import { CheckoutService } from './checkout.service';

/** Printable ASCII, as Stripe and the IETF draft allow; a UUID fits easily. */
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const INVALID_IDEMPOTENCY_KEY = `${IDEMPOTENCY_KEY_HEADER} must be 1 to 255 printable characters`;

@Controller('checkout')
export class CheckoutController {
  constructor(private readonly checkout: CheckoutService) {}

  @Post('process')
  @WriteThrottled()
  async process(
    @Body() body: CheckoutDto,
    @Headers(IDEMPOTENCY_KEY_HEADER.toLowerCase()) idempotencyKey: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CheckoutResponse> {
    if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY_PATTERN.test(idempotencyKey)) {
      throw new BadRequestException(INVALID_IDEMPOTENCY_KEY);
    }
    const answer = await this.checkout.process(body, idempotencyKey);
    response.status(answer.status).setHeader('Cache-Control', 'no-store');
    return answer.body;
  }
}
