import { Body, Controller, Get, HttpCode, Inject, Post, Query, Req, UseGuards } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request } from 'express';
import { verifyLoadToken } from '@northvault/hosting/load-token';
import { fieldMessage } from '@northvault/contracts/field-messages';
import { REMOTE_IDS, type RemoteLoadFigures } from '@northvault/contracts/telemetry';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { CLOCK, type Clock } from '../clock/clock';
import { RequestValidationException } from '../http/request-validation.exception';
import { TOO_MANY_REQUESTS } from '../throttling/throttler-options';
import { LoadTokenLimits } from './load-token-limits';
import { OperatorTokenGuard } from './operator-token.guard';
import { RemoteLoadBatchDto } from './remote-loads.dto';
import { RemoteLoadsService } from './remote-loads.service';
import { Public } from '../auth/public';

export const LOAD_TOKEN_MESSAGES = {
  invalid: "The load token is not one this site signed for a page: reports count only with the page's own token.",
  expired: 'The load token has expired: reports count only within 30 minutes of the page load.',
} as const;

/**
 * Load telemetry of the remotes. The shell posts batches with navigator.sendBeacon, which sends
 * its JSON as text/plain (app.ts parses it as JSON on this path only), with the load token of its
 * page (@northvault/hosting/load-token): only a genuine, unexpired token counts, only for the releases
 * it names, each remote once per token, and only so many new tokens per address a minute; the
 * global per-IP limit applies too. The figures answer only the operator token (`npm run releases`).
 */
@Controller('telemetry')
@Public()
export class TelemetryController {
  constructor(
    private readonly loads: RemoteLoadsService,
    private readonly limits: LoadTokenLimits,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @Post('remote-loads')
  @HttpCode(204)
  async record(@Body() body: RemoteLoadBatchDto, @Req() request: Request): Promise<void> {
    const secret = this.config.server.proxySecret;
    const check =
      secret === null ? { problem: 'invalid' as const } : verifyLoadToken(secret, body.token, this.clock.now());
    if ('problem' in check) {
      throw RequestValidationException.fromFields({ token: LOAD_TOKEN_MESSAGES[check.problem] });
    }
    const isNew = !(await this.loads.knowsToken(check.claims.id));
    if (isNew && !(await this.limits.allowNewToken(request.ip ?? request.socket.remoteAddress ?? ''))) {
      throw new ThrottlerException(TOO_MANY_REQUESTS);
    }
    await this.loads.record(check.claims, body.loads);
  }

  @Get('remote-loads')
  @UseGuards(OperatorTokenGuard)
  async figures(@Query('remote') remote: unknown): Promise<RemoteLoadFigures> {
    if (typeof remote !== 'string' || !REMOTE_IDS.includes(remote)) {
      throw RequestValidationException.fromFields({
        remote: fieldMessage('remote', { kind: 'one-of', values: REMOTE_IDS }),
      });
    }
    return this.loads.figures(remote);
  }
}
