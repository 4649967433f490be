import { Body, Controller, ForbiddenException, Get, Header, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  API_KEY_MESSAGES,
  type ApiKeyListResponse,
  type ApiKeySummary,
  type CreatedApiKeyResponse,
  MAX_ACTIVE_API_KEYS,
} from '@northvault/contracts/api-keys';
import { SignedIn, SessionUser, type SignedInUser } from '../auth/public';
import { CLOCK, type Clock } from '../clock/clock';
import { RequestValidationException } from '../http/request-validation.exception';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { CreateApiKeyDto, expiryMoment, RollApiKeyDto } from './api-key.dto';
import { ApiKeys } from './api-keys.service';

/** A key may be set to expire up to ten years ahead. */
const MAX_EXPIRY_MS = 10 * 366 * 24 * 3600 * 1000;

function activePlan(user: SignedInUser): string | null {
  return user.subscription?.status === 'active' ? user.subscription.planId : null;
}

/**
 * The developers page's API keys (docs/product/api.md#api-keys), for the signed-in account; every
 * write is refused from another site like the rest of the site's API. A secret is in the answer
 * that creates or rolls its key, and nowhere else.
 */
@Controller('api-keys')
@SignedIn()
export class ApiKeysController {
  constructor(
    private readonly keys: ApiKeys,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@SessionUser() user: SignedInUser): Promise<ApiKeyListResponse> {
    return { keys: await this.keys.list(user.id), planId: activePlan(user), maxActiveKeys: MAX_ACTIVE_API_KEYS };
  }

  @Post()
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async create(@SessionUser() user: SignedInUser, @Body() body: CreateApiKeyDto): Promise<CreatedApiKeyResponse> {
    if (activePlan(user) === null) throw new ForbiddenException(API_KEY_MESSAGES.noPlan);
    return this.keys.create(user, { keyName: body.keyName, scope: body.scope, expiresAt: this.expiry(body.expiresAt) });
  }

  @Post(':id/roll')
  @HttpCode(201)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async roll(
    @SessionUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: RollApiKeyDto,
  ): Promise<CreatedApiKeyResponse> {
    if (activePlan(user) === null) throw new ForbiddenException(API_KEY_MESSAGES.noPlan);
    return this.keys.roll(user, id, body.overlap);
  }

  @Post(':id/revoke')
  @HttpCode(200)
  @WriteThrottled()
  async revoke(@SessionUser() user: SignedInUser, @Param('id') id: string): Promise<{ key: ApiKeySummary }> {
    return { key: await this.keys.revoke(user, id) };
  }

  /** The expiry asked for, in the future and within ten years; null for a key that never expires. */
  private expiry(value: string | undefined): Date | null {
    if (value === undefined) return null;
    const moment = expiryMoment(value);
    const fromNow = moment.getTime() - this.clock.now().getTime();
    if (fromNow <= 0) throw RequestValidationException.fromFields({ expiresAt: API_KEY_MESSAGES.expiryInPast });
    if (fromNow > MAX_EXPIRY_MS)
      throw RequestValidationException.fromFields({ expiresAt: API_KEY_MESSAGES.expiryTooFar });
    return moment;
  }
}
