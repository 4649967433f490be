import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import type { NewsletterSignUpResponse } from '@northvault/contracts/newsletter';
import { IdentifiedIfSignedIn, SessionUser, type SignedInUser } from '../auth/public';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { NewsletterConfirmDto, NewsletterSignUpDto } from './newsletter.dto';
import { NewsletterService } from './newsletter.service';
import { Public } from '../auth/public';

@Controller('newsletter')
@Public()
export class NewsletterController {
  constructor(private readonly newsletter: NewsletterService) {}

  /** 202: the confirmation email is on its way; nothing is subscribed yet. */
  @Post('subscriptions')
  @HttpCode(HttpStatus.ACCEPTED)
  @WriteThrottled()
  @IdentifiedIfSignedIn()
  async signUp(
    @Body() body: NewsletterSignUpDto,
    @SessionUser() user: SignedInUser | null,
  ): Promise<NewsletterSignUpResponse> {
    const verifiedEmail = user?.emailVerified ? user.email : null;
    return { success: true, emailSent: await this.newsletter.signUp(body.email, verifiedEmail) };
  }

  @Post('confirmations')
  @HttpCode(HttpStatus.OK)
  @WriteThrottled()
  async confirm(@Body() body: NewsletterConfirmDto): Promise<{ success: true }> {
    await this.newsletter.confirm(body.token);
    return { success: true };
  }
}
