import { Body, Controller, Header, Post } from '@nestjs/common';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { SANDBOX_PREFIX } from './sandbox-listener';
import { CreateWebhookDto } from './create-webhook.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from './sandbox-caller.guard';
import { type WebhookBody, Webhooks } from './webhooks.service';

/** Webhook endpoints of the sandbox (docs/product/api.md#webhooks). */
@Controller(`${SANDBOX_PREFIX}${SANDBOX_PATHS.webhooks}`)
@SignedInWithToken()
export class WebhooksController {
  constructor(private readonly webhooks: Webhooks) {}

  @Post()
  @Header('Cache-Control', 'no-store')
  register(@Caller() caller: SandboxCaller, @Body() body: CreateWebhookDto): Promise<WebhookBody> {
    return this.webhooks.register(caller, body);
  }
}
