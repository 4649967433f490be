import {
  Body,
  Controller,
  ForbiddenException,
  Get,
  Header,
  HttpCode,
  HttpException,
  HttpStatus,
  Inject,
  Post,
} from '@nestjs/common';
import { type AccountSetupResponse, SUBSCRIPTION_PASSWORD_MESSAGES } from '@northvault/contracts/sandbox';
import { SessionUser, SignedIn, type SignedInUser } from '../auth/public';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { RequestValidationException } from '../http/request-validation.exception';
import { TOO_MANY_REQUESTS } from '../throttling/throttler-options';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { OrganizationOf } from '../white-label/public';
import { PasswordHashBusyError } from './password-hash-gate';
import { passwordProblem } from './password-strength';
import { SubscriptionPasswordDto } from './subscription-password.dto';
import { SubscriptionPasswords } from './subscription-passwords.service';

function hasActivePlan(user: SignedInUser): boolean {
  return user.subscription?.status === 'active';
}

/**
 * The account setup page's API (docs/product/routes.md#account-setup): what the page fills its
 * examples with, and the subscription password that signs in to the sandbox.
 */
@Controller('account')
@SignedIn()
export class AccountSetupController {
  constructor(
    private readonly passwords: SubscriptionPasswords,
    private readonly organizations: OrganizationOf,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('setup')
  @Header('Cache-Control', 'no-store')
  async setup(@SessionUser() user: SignedInUser): Promise<AccountSetupResponse> {
    const active = hasActivePlan(user);
    return {
      email: user.email,
      planId: active ? user.subscription!.planId : null,
      organization: active ? await this.organizations.user(user.id) : null,
      passwordSet: await this.passwords.isSet(user.id),
      sandboxBaseUrl: this.config.sandbox.publicBaseUrl,
    };
  }

  @Post('subscription-password')
  @HttpCode(200)
  @WriteThrottled()
  async setPassword(
    @SessionUser() user: SignedInUser,
    @Body() body: SubscriptionPasswordDto,
  ): Promise<{ success: true; message: string }> {
    if (!hasActivePlan(user)) throw new ForbiddenException(SUBSCRIPTION_PASSWORD_MESSAGES.noPlan);
    const inputs = [user.email, user.email.split('@')[0]!, user.name ?? '', user.givenName ?? ''].filter(Boolean);
    const problem = passwordProblem(body.password, inputs);
    if (problem !== null) throw RequestValidationException.fromFields({ password: problem });
    try {
      await this.passwords.set(user.id, body.password);
    } catch (error) {
      // Every hash slot is taken (password-hash-gate.ts): a refusal to retry, not a failure.
      if (error instanceof PasswordHashBusyError)
        throw new HttpException(TOO_MANY_REQUESTS, HttpStatus.TOO_MANY_REQUESTS);
      throw error;
    }
    return { success: true, message: SUBSCRIPTION_PASSWORD_MESSAGES.saved };
  }
}
