/**
 * A mail provider's inbound webhook proves itself with the shared secret INBOUND_WEBHOOK_SECRET, sent as
 * `Authorization: Bearer <secret>`. Without the secret configured the route does not exist (404).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  type CanActivate,
  type ExecutionContext,
  Inject,
  Injectable,
  NotFoundException,
  UnauthorizedException,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

export const INBOUND_WEBHOOK_SECRET_REQUIRED =
  'The inbound email webhook needs its shared secret: send Authorization: Bearer <INBOUND_WEBHOOK_SECRET>.';
export const INBOUND_WEBHOOK_OFF = 'The inbound email webhook is not configured here.';

const digest = (value: string) => createHash('sha256').update(value).digest();

@Injectable()
export class InboundWebhookGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const secret = config.supportEmail.inboundWebhookSecret;
    this.expected = secret === null ? null : digest(secret);
  }

  canActivate(context: ExecutionContext): boolean {
    if (this.expected === null) throw new NotFoundException(INBOUND_WEBHOOK_OFF);
    const request = context.switchToHttp().getRequest<Request>();
    const match = /^Bearer ([^\s]+)$/.exec(request.get('authorization') ?? '');
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (match && timingSafeEqual(digest(match[1]!), this.expected)) return true;
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
    throw new UnauthorizedException(INBOUND_WEBHOOK_SECRET_REQUIRED);
  }
}
