import { Controller, ForbiddenException, Header, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SANDBOX_MESSAGES, type SandboxTokenResponse } from '@northvault/contracts/sandbox';
import { SessionUser, SignedIn, type SignedInUser } from '../../auth/public';
import { WriteThrottled } from '../../throttling/write-throttled.decorator';
import { isoSeconds } from '../../common/iso-seconds';
import { SandboxSubscribers } from '../../subscriptions/public';
import { SandboxTokens, TOKEN_TTL_SECONDS } from './sandbox-tokens.service';

/**
 * `POST /api/sandbox/tokens`, on the site's API (docs/product/api.md#try-it): the docs' Try it
 * panels call the sandbox with a bearer token minted for the signed-in subscriber, the same kind a
 * login gives, so the browser never needs the subscription password. Session-authenticated, and
 * refused from another site like every write of the site's API.
 */
@ApiExcludeController()
@Controller('sandbox/tokens')
@SignedIn()
export class SandboxSessionTokensController {
  constructor(
    private readonly subscribers: SandboxSubscribers,
    private readonly tokens: SandboxTokens,
  ) {}

  @Post()
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async mint(@SessionUser() user: SignedInUser): Promise<SandboxTokenResponse> {
    const subscriber = await this.subscribers.byId(user.id);
    if (!subscriber) throw new ForbiddenException(SANDBOX_MESSAGES.noActivePlan);
    const { token, expiresAt } = await this.tokens.issue(subscriber.userId);
    return {
      accessToken: token,
      expiresIn: TOKEN_TTL_SECONDS,
      expiresAt: isoSeconds(expiresAt),
      planId: subscriber.planId,
    };
  }
}
