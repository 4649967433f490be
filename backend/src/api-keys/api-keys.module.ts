import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { ApiKeysController } from './api-keys.controller';
import { ApiKeys } from './api-keys.service';

/** Secret API keys of the sandbox: the developers page's API, and the check every /v1 call with a key passes. */
@Module({
  imports: [AuthModule],
  controllers: [ApiKeysController],
  providers: [ApiKeys],
  exports: [ApiKeys],
})
export class ApiKeysModule {}
