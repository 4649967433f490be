import { Body, Controller, Header, Post } from '@nestjs/common';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import { CreateWebhookDto } from './create-webhook.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { RequiresPermission } from '../../auth/public';
import { SandboxAnswer, SandboxErrors, WebhookBody } from '../http/sandbox-responses';
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
  @SandboxErrors(422)
  register(@Caller() caller: SandboxCaller, @Body() body: CreateWebhookDto): Promise<WebhookBody> {
    return this.webhooks.register(caller, body);
  }
}
