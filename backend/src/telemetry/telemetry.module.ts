import { Module } from '@nestjs/common';
import { JobsModule } from '../jobs/jobs.module';
import { CANARY_WATCH_QUEUE } from './canary-watch-job';
import { CanaryWatch } from './canary-watch';
import { RemoteLoadsService } from './remote-loads.service';
import { LoadTokenLimits } from './load-token-limits';
import { OperatorTokenGuard } from './operator-token.guard';
import { TelemetryController } from './telemetry.controller';

/** The canary watch alone, with the load figures it reads: what `npm run worker` runs. */
@Module({
  imports: [JobsModule.forFeature([CANARY_WATCH_QUEUE])],
  providers: [RemoteLoadsService, CanaryWatch],
  exports: [RemoteLoadsService],
})
export class CanaryWatchModule {}

/** Load telemetry of the remotes (POST and figures) and the automatic rollback of canaries. */
@Module({
  imports: [CanaryWatchModule],
  controllers: [TelemetryController],
  providers: [LoadTokenLimits, OperatorTokenGuard],
})
export class TelemetryModule {}
