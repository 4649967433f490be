import {
  Body,
  Controller,
  Delete,
  Get,
  Header,
  HttpCode,
  NotFoundException,
  Param,
  Post,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import type { Response } from 'express';
import type { BillingOverview, PlanChangePreview, UpdateCardAuthentication } from '@northvault/contracts/api';
import { BILLING_MESSAGES } from '@northvault/contracts/billing';
import { SessionUser, SignedIn, type SignedInUser } from '../auth/public';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import {
  CARD_AUTHENTICATION_ID,
  CardAuthenticationDto,
  AUTHENTICATION_REQUIRED_STATUS,
  IdempotencyKey,
  RECEIPT_NUMBER,
  ReceiptsService,
} from '../payments/public';
import { BillingService } from './billing.service';
import { PlanChangeDto } from './plan-change.dto';
import { PlanChangeService } from './plan-change.service';
import { CancelSubscriptionDto } from './cancel-subscription.dto';
import { renderReceiptPdf } from './receipt-pdf';
import { UpdateCardDto } from './update-card.dto';

/** The signed-in account's own billing: 401 signed out; nobody reaches another account's. */
@Controller('billing')
@SignedIn()
export class BillingController {
  constructor(
    private readonly billing: BillingService,
    private readonly receipts: ReceiptsService,
    private readonly planChange: PlanChangeService,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  overview(@SessionUser() user: SignedInUser): Promise<BillingOverview> {
    return this.billing.overview(user.id);
  }

  @Post('cancel')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  cancel(@SessionUser() user: SignedInUser, @Body() body: CancelSubscriptionDto): Promise<BillingOverview> {
    return this.billing.cancel(user.id, body.reason);
  }

  @Post('resume')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  resume(@SessionUser() user: SignedInUser): Promise<BillingOverview> {
    return this.billing.resume(user.id);
  }

  /** `Update card`; while past due or suspended it also pays what is overdue (402 when the card is declined). */
  @Post('card')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async updateCard(
    @SessionUser() user: SignedInUser,
    @Body() body: UpdateCardDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BillingOverview | UpdateCardAuthentication> {
    const answer = await this.billing.updateCard(user.id, user.email, body);
    // The card's bank asks for 3-D Secure: nothing is saved until the challenge is answered.
    if ('authentication' in answer) response.status(AUTHENTICATION_REQUIRED_STATUS);
    return answer;
  }

  /** The answer to the new card's 3-D Secure challenge; the new overview once it is saved. */
  @Post('card/authentications/:id')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  authenticateCard(
    @SessionUser() user: SignedInUser,
    @Param('id', CARD_AUTHENTICATION_ID) id: string,
    @Body() body: CardAuthenticationDto,
  ): Promise<BillingOverview> {
    return this.billing.authenticateCard(user, id, body);
  }

  /** What changing to `planId` would do: an upgrade's prorated amount today, or a downgrade's date. */
  @Get('plan-change')
  @Header('Cache-Control', 'no-store')
  previewPlanChange(@SessionUser() user: SignedInUser, @Query('planId') planId: unknown): Promise<PlanChangePreview> {
    return this.planChange.preview(user.id, planId);
  }

  /** Upgrade now (charging the saved card; 402 when declined) or downgrade at the end of the period. */
  @Post('plan-change')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  changePlan(
    @SessionUser() user: SignedInUser,
    @Body() body: PlanChangeDto,
    @IdempotencyKey() idempotencyKey: string | undefined,
  ): Promise<BillingOverview> {
    return this.planChange.change(user.id, body.planId, idempotencyKey);
  }

  /** `Undo`: takes a scheduled downgrade back. */
  @Delete('plan-change')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  undoPlanChange(@SessionUser() user: SignedInUser): Promise<BillingOverview> {
    return this.planChange.undo(user.id);
  }

  @Get('receipts/:number/pdf')
  @Header('Cache-Control', 'no-store')
  async receiptPdf(
    @SessionUser() user: SignedInUser,
    @Param('number', RECEIPT_NUMBER) number: string,
  ): Promise<StreamableFile> {
    const receipt = await this.receipts.findFor(number, user.id);
    if (!receipt) throw new NotFoundException(BILLING_MESSAGES.receiptNotFound);
    return new StreamableFile(await renderReceiptPdf(receipt), {
      type: 'application/pdf',
      disposition: `attachment; filename="${receipt.number}.pdf"`,
    });
  }
}
