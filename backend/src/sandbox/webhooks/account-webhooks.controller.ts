import {
  Body,
  Controller,
  Delete,
  ForbiddenException,
  Get,
  Header,
  HttpCode,
  Param,
  Patch,
  Post,
} from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import {
  webhookEventsFor,
  type WebhookDeliveryListResponse,
  type WebhookEndpointListResponse,
  type WebhookEndpointSummary,
  type WebhookSecretResponse,
} from '@northvault/contracts/webhooks';
import { SessionUser, SignedIn, type SignedInUser } from '../../auth/public';
import { isoSeconds } from '../../common/iso-seconds';
import { SandboxSubscribers } from '../../subscriptions/public';
import { WriteThrottled } from '../../throttling/write-throttled.decorator';
import type { EventOwner } from '../../webhooks/public';
import { CreateWebhookDto, UpdateWebhookDto } from './create-webhook.dto';
import { type WebhookRow, Webhooks } from './webhooks.service';

/**
 * The Webhooks tab of the developers page (docs/product/api.md#the-webhooks-tab), on the site's API
 * for the signed-in subscriber: the same endpoints as `/v1/webhooks` under the same rules, plus
 * what only the tab offers (the delivery log, test events, resend, the signing secret on demand and
 * its roll). Every write is refused from another site like the rest of the site's API.
 */
@ApiExcludeController()
@Controller('webhooks')
@SignedIn()
export class AccountWebhooksController {
  constructor(
    private readonly subscribers: SandboxSubscribers,
    private readonly webhooks: Webhooks,
  ) {}

  @Get()
  @Header('Cache-Control', 'no-store')
  async list(@SessionUser() user: SignedInUser): Promise<WebhookEndpointListResponse> {
    const owner = await this.owner(user);
    const rows = await this.webhooks.rows(owner);
    return {
      endpoints: rows.map((row) => this.summary(row)),
      availableEvents: webhookEventsFor(owner.planId).map((event) => event.name),
    };
  }

  @Post()
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async create(@SessionUser() user: SignedInUser, @Body() body: CreateWebhookDto): Promise<WebhookSecretResponse> {
    const created = await this.webhooks.register(await this.owner(user), body);
    return { secret: created.secret, previousSecretEndsAt: null };
  }

  @Patch(':id')
  @WriteThrottled()
  async update(
    @SessionUser() user: SignedInUser,
    @Param('id') id: string,
    @Body() body: UpdateWebhookDto,
  ): Promise<{ endpoint: WebhookEndpointSummary }> {
    const owner = await this.owner(user);
    await this.webhooks.update(owner, id, body);
    return { endpoint: await this.one(owner, id) };
  }

  @Delete(':id')
  @HttpCode(204)
  @WriteThrottled()
  async remove(@SessionUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.webhooks.remove(await this.owner(user), id);
  }

  @Get(':id/deliveries')
  @Header('Cache-Control', 'no-store')
  async deliveries(@SessionUser() user: SignedInUser, @Param('id') id: string): Promise<WebhookDeliveryListResponse> {
    return { deliveries: await this.webhooks.deliveries(await this.owner(user), id) };
  }

  @Post(':id/test-event')
  @HttpCode(202)
  @WriteThrottled()
  async testEvent(@SessionUser() user: SignedInUser, @Param('id') id: string): Promise<void> {
    await this.webhooks.sendTestEvent(await this.owner(user), id);
  }

  @Post(':id/reveal-secret')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async reveal(@SessionUser() user: SignedInUser, @Param('id') id: string): Promise<WebhookSecretResponse> {
    return this.webhooks.secret(await this.owner(user), id);
  }

  @Post(':id/roll-secret')
  @HttpCode(200)
  @WriteThrottled()
  @Header('Cache-Control', 'no-store')
  async roll(@SessionUser() user: SignedInUser, @Param('id') id: string): Promise<WebhookSecretResponse> {
    return this.webhooks.rollSecret(await this.owner(user), id);
  }

  @Post('deliveries/:deliveryId/resend')
  @HttpCode(202)
  @WriteThrottled()
  async resend(@SessionUser() user: SignedInUser, @Param('deliveryId') deliveryId: string): Promise<void> {
    await this.webhooks.resend(await this.owner(user), deliveryId);
  }

  /** The signed-in account as the owner of its endpoints; 403 without an active plan. */
  private async owner(user: SignedInUser): Promise<EventOwner> {
    const subscriber = await this.subscribers.byId(user.id);
    if (!subscriber) throw new ForbiddenException(SANDBOX_MESSAGES.noActivePlan);
    return subscriber;
  }

  private async one(owner: EventOwner, id: string): Promise<WebhookEndpointSummary> {
    const row = (await this.webhooks.rows(owner)).find((candidate) => candidate.id === id);
    return this.summary(row!);
  }

  private summary(row: WebhookRow): WebhookEndpointSummary {
    return {
      id: row.id,
      url: row.url,
      events: row.events,
      description: row.description,
      disabled: row.disabledAt !== null,
      disabledReason: row.disabledReason,
      previousSecretEndsAt: this.webhooks.overlapEnd(row),
      createdAt: isoSeconds(row.createdAt),
    };
  }
}
