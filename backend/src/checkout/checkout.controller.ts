import { Body, Controller, Get, Header, Param, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
import type { Logger } from 'pino';
import type { CheckoutReceipt, CheckoutResponse } from '@northvault/contracts/api';
import { IdentifiedIfSignedIn, SessionUser, type SignedInUser } from '../auth/public';
import { type CookieJar, Cookies } from '../http/site-cookies';
import { RequestLog } from '../logging/request-log';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { CARD_AUTHENTICATION_ID, CardAuthenticationDto, IdempotencyKey } from '../payments/public';
import { CheckoutReceiptsService } from './checkout-receipts.service';
import { CheckoutDto } from './checkout.dto';
import { CheckoutService } from './checkout.service';

@Controller('checkout')
@IdentifiedIfSignedIn()
export class CheckoutController {
  constructor(
    private readonly checkout: CheckoutService,
    private readonly receipts: CheckoutReceiptsService,
  ) {}

  @Post('process')
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async process(
    @Body() body: CheckoutDto,
    @IdempotencyKey() idempotencyKey: string | undefined,
    @SessionUser() buyer: SignedInUser | null,
    @Cookies() jar: CookieJar,
    @RequestLog() log: Logger,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CheckoutResponse> {
    const answer = await this.checkout.process(body, idempotencyKey, { buyer, jar, log });
    response.status(answer.status);
    return answer.body;
  }

  /** The answer to a payment's 3-D Secure challenge: the payment's own answer, as `process` gives it. */
  @Post('authentications/:id')
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async authenticate(
    @Param('id', CARD_AUTHENTICATION_ID) id: string,
    @Body() body: CardAuthenticationDto,
    @SessionUser() buyer: SignedInUser | null,
    @Cookies() jar: CookieJar,
    @RequestLog() log: Logger,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CheckoutResponse> {
    const answer = await this.checkout.authenticate(id, body, { buyer, jar, log });
    response.status(answer.status);
    return answer.body;
  }

  @Get('receipt/:transactionId')
  @Header('Cache-Control', 'no-store')
  receipt(
    @Param('transactionId') transactionId: string,
    @SessionUser() user: SignedInUser | null,
    @Cookies() jar: CookieJar,
  ): Promise<CheckoutReceipt> {
    return this.receipts.find(transactionId, jar, user);
  }
}
