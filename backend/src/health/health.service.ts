import { Inject, Injectable } from '@nestjs/common';
import { InjectPinoLogger, type PinoLogger } from 'nestjs-pino';
import type { HealthResponse } from '@northvault/contracts/api';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';

@Injectable()
export class HealthService {
  /** The ping under way: probes that arrive while it runs share its answer instead of queueing their own. */
  private pinging: Promise<void> | null = null;

  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @InjectPinoLogger(HealthService.name) private readonly logger: PinoLogger,
  ) {}

  /** Healthy only when the database answers a real query. */
  async check(): Promise<HealthResponse> {
    try {
      await (this.pinging ??= this.database.ping().finally(() => (this.pinging = null)));
      return { status: 'ok', database: 'up' };
    } catch (error) {
      this.logger.warn({ err: error, engine: this.database.engine }, 'Database ping failed');
      return { status: 'error', database: 'down' };
    }
  }
}
