import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { PLANS } from '@northvault/contracts/plans';
import { SubscriptionPasswords } from '../../account-setup/public';
import { WriteThrottled } from '../../throttling/write-throttled.decorator';
import { OrganizationOf } from '../../white-label/public';
import { Public, SignedIn } from '../../auth/public';
import { LoginDto } from './login.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import { isoSeconds } from '../../common/iso-seconds';
import { LoginResponse, SandboxAnswer, SandboxErrors, SandboxUser } from '../http/sandbox-responses';
import { SandboxSubscribers } from '../../subscriptions/public';
import { SandboxTokens, TOKEN_TTL_SECONDS } from './sandbox-tokens.service';
import { LoginGuardrails } from './login-guardrails';

/** The sandbox's authentication (docs/product/api.md#sandbox), answered as the docs' examples show. */
@ApiTags('Authentication')
@Controller(`${SANDBOX_PREFIX}/auth`)
export class SandboxAuthController {
  constructor(
    private readonly subscribers: SandboxSubscribers,
    private readonly passwords: SubscriptionPasswords,
    private readonly tokens: SandboxTokens,
    private readonly organizations: OrganizationOf,
    private readonly guardrails: LoginGuardrails,
  ) {}

  @Post('login')
  @Public()
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Sign in',
    description: 'Exchanges the subscription password for a bearer token valid 3600 s.',
  })
  @SandboxAnswer(200, LoginResponse, 'A bearer token and who it signs in.', { rateLimited: false })
  @SandboxErrors(400, 401, 429)
  async login(@Body() body: LoginDto): Promise<LoginResponse> {
    // Locked addresses, the hash slots and the failures' count: login-guardrails.ts.
    const { subscriber, organization } = await this.guardrails.signIn(body.email, async () => {
      const candidates = await this.subscribers.byEmail(body.email);
      let subscriber = null;
      // Every candidate is checked (usually one), and an unknown email still costs one hash.
      for (const candidate of candidates.length > 0 ? candidates : [null]) {
        if (await this.passwords.matches(candidate?.userId ?? null, body.password)) subscriber ??= candidate;
      }
      const organization = subscriber ? await this.organizations.user(subscriber.userId) : null;
      if (
        !subscriber ||
        organization === null ||
        (body.organization !== undefined && body.organization !== organization)
      ) {
        return null;
      }
      return { subscriber, organization };
    });
    const { token } = await this.tokens.issue(subscriber.userId);
    return {
      access_token: token,
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      user: { id: subscriber.userId, email: subscriber.email, organization, plan: subscriber.planId },
    };
  }

  @Get('user')
  @SignedInWithToken()
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'The signed-in user',
    description: 'Who the token belongs to, with the plan and permissions.',
  })
  @SandboxAnswer(200, SandboxUser, 'The user.')
  async user(@Caller() caller: SandboxCaller): Promise<SandboxUser> {
    return {
      id: caller.userId,
      email: caller.email,
      name: caller.name,
      organization: await this.organizations.user(caller.userId),
      plan: caller.planId,
      permissions: [...PLANS[caller.planId].permissions],
      token_expires_at: caller.tokenExpiresAt && isoSeconds(caller.tokenExpiresAt),
    };
  }
}
