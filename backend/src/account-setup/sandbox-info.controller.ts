import { Controller, Get, Header, Inject } from '@nestjs/common';
import type { SandboxInfoResponse } from '@northvault/contracts/sandbox';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Public } from '../auth/public';

/**
 * Where this deployment's sandbox answers (docs/product/api.md#sandbox), for anyone reading the
 * documentation: its examples name the configured base URL, never a host that does not answer.
 */
@Controller('sandbox')
@Public()
export class SandboxInfoController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  @Get()
  @Header('Cache-Control', 'public, max-age=300')
  info(): SandboxInfoResponse {
    return { baseUrl: this.config.sandbox.publicBaseUrl };
  }
}
