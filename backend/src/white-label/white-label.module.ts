import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { EnterpriseGuard } from './enterprise.guard';
import { WhiteLabelController } from './white-label.controller';
import { WhiteLabelService } from './white-label.service';

/** The Enterprise white-label configurator's API: configuration, deploy steps, deployments. */
@Module({
  imports: [AuthModule],
  controllers: [WhiteLabelController],
  providers: [WhiteLabelService, EnterpriseGuard],
})
export class WhiteLabelModule {}
