import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { SkipThrottle } from '@nestjs/throttler';
import type { Response } from 'express';
import type { HealthResponse } from '@northvault/contracts/api';
import { HealthService } from './health.service';
import { Public } from '../auth/public';

/** Probes (the site server, orchestrators) poll this often, so it is never throttled. */
@Controller('health')
@Public()
@SkipThrottle({ default: true, write: true })
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<HealthResponse> {
    const result = await this.health.check();
    if (result.status !== 'ok') response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return result;
  }
}
