import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { fieldMessage } from '@northvault/contracts/field-messages';
import { REMOTE_IDS, type RemoteLoadFigures } from '@northvault/contracts/telemetry';
import { RequestValidationException } from '../http/request-validation.exception';
import { RemoteLoadBatchDto } from './remote-loads.dto';
import { RemoteLoadsService } from './remote-loads.service';
import { Public } from '../auth/public';

/**
 * Load telemetry of the remotes. The shell posts batches with navigator.sendBeacon, which sends
 * its JSON as text/plain (app.ts parses it as JSON on this path only); the global per-IP limit
 * applies. `npm run releases` reads the figures.
 */
@Controller('telemetry')
@Public()
export class TelemetryController {
  constructor(private readonly loads: RemoteLoadsService) {}

  @Post('remote-loads')
  @HttpCode(204)
  async record(@Body() body: RemoteLoadBatchDto): Promise<void> {
    await this.loads.record(body.loads);
  }

  @Get('remote-loads')
  async figures(@Query('remote') remote: unknown): Promise<RemoteLoadFigures> {
    if (typeof remote !== 'string' || !REMOTE_IDS.includes(remote)) {
      throw RequestValidationException.fromFields({
        remote: fieldMessage('remote', { kind: 'one-of', values: REMOTE_IDS }),
      });
    }
    return this.loads.figures(remote);
  }
}
