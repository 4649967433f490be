import { Body, Controller, Delete, Get, Header, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import { CreateWebhookDto, UpdateWebhookDto } from './create-webhook.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { RequiresPermission } from '../../auth/public';
import {
  SandboxAnswer,
  SandboxErrors,
  WebhookBody,
  WebhookEndpointBody,
  WebhookEndpointList,
} from '../http/sandbox-responses';
import { Webhooks } from './webhooks.service';

/** Webhook endpoints of the sandbox (docs/product/api.md#webhooks). */
@ApiTags('Webhooks')
@Controller(`${SANDBOX_PREFIX}${SANDBOX_PATHS.webhooks}`)
@SignedInWithToken()
export class WebhooksController {
  constructor(private readonly webhooks: Webhooks) {}

  @Post()
  @RequiresPermission('webhooks:manage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Register a webhook endpoint',
    description: 'Deliveries of the chosen events are signed with the returned secret.',
  })
  @SandboxAnswer(201, WebhookBody, 'The endpoint, with its signing secret.')
  @SandboxErrors(409, 422)
  register(@Caller() caller: SandboxCaller, @Body() body: CreateWebhookDto): Promise<WebhookBody> {
    return this.webhooks.register(caller, body);
  }

  @Get()
  @RequiresPermission('webhooks:manage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'List webhook endpoints', description: 'Your endpoints, oldest first, without secrets.' })
  @SandboxAnswer(200, WebhookEndpointList, 'Your endpoints.')
  async list(@Caller() caller: SandboxCaller): Promise<WebhookEndpointList> {
    return { data: await this.webhooks.list(caller) };
  }

  @Get(':id')
  @RequiresPermission('webhooks:manage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Get a webhook endpoint' })
  @SandboxAnswer(200, WebhookEndpointBody, 'The endpoint, without its secret.')
  @SandboxErrors(404)
  get(@Caller() caller: SandboxCaller, @Param('id') id: string): Promise<WebhookEndpointBody> {
    return this.webhooks.get(caller, id);
  }

  @Patch(':id')
  @RequiresPermission('webhooks:manage')
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Change a webhook endpoint',
    description:
      'Any of url, events, description and disabled, under the rules of registration. `disabled: false` enables an endpoint that was disabled, by you or after 3 days of failed deliveries.',
  })
  @SandboxAnswer(200, WebhookEndpointBody, 'The endpoint as changed, without its secret.')
  @SandboxErrors(404, 409)
  update(
    @Caller() caller: SandboxCaller,
    @Param('id') id: string,
    @Body() body: UpdateWebhookDto,
  ): Promise<WebhookEndpointBody> {
    return this.webhooks.update(caller, id, body);
  }

  @Delete(':id')
  @RequiresPermission('webhooks:manage')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a webhook endpoint', description: 'Nothing more is delivered to it.' })
  @SandboxAnswer(204, undefined, 'Deleted.')
  @SandboxErrors(404)
  async remove(@Caller() caller: SandboxCaller, @Param('id') id: string): Promise<void> {
    await this.webhooks.remove(caller, id);
  }
}
