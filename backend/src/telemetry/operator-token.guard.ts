/**
 * The load figures are the operator's: they name every release, unreleased ones too. They answer only
 * a request with `Authorization: Bearer <OPERATOR_TOKEN>` (what `npm run releases` sends); without
 * OPERATOR_TOKEN configured they answer nobody.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { type CanActivate, type ExecutionContext, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const OPERATOR_TOKEN_REQUIRED =
  'The load figures need the operator token: send Authorization: Bearer <OPERATOR_TOKEN>.';

const digest = (value: string) => createHash('sha256').update(value).digest();

@Injectable()
export class OperatorTokenGuard implements CanActivate {
  private readonly expected: Buffer | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.expected = config.canary.operatorToken === null ? null : digest(config.canary.operatorToken);
  }

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<Request>();
    const match = /^Bearer ([^\s]+)$/.exec(request.get('authorization') ?? '');
    // Digests of equal length, so the comparison takes the same time whatever was sent.
    if (this.expected !== null && match && timingSafeEqual(digest(match[1]!), this.expected)) return true;
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
    throw new UnauthorizedException(OPERATOR_TOKEN_REQUIRED);
  }
}
