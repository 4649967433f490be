/**
 * Resolves the session cookie to a user before a handler runs. `@Authenticated()` routes answer
 * 401 without one; `@IdentifiedIfSignedIn()` routes run either way and learn who is asking.
 */
import {
  applyDecorators,
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UnauthorizedException,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { readCookie, siteCookies } from '../http/site-cookies';
import { SessionsService } from './sessions.service';
import type { SignedInUser } from './signed-in-user';

export const NOT_SIGNED_IN = 'You are not signed in.';
const SESSION_REQUIRED = 'northvault:session-required';

export type RequestWithUser = Request & { sessionUser?: SignedInUser | null };

@Injectable()
export class SessionGuard implements CanActivate {
  private readonly cookieName: string;

  constructor(
    private readonly sessions: SessionsService,
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cookieName = siteCookies(config.server.siteOrigin).session;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    request.sessionUser = await this.sessions.findUser(readCookie(request, this.cookieName));
    const required = this.reflector.getAllAndOverride<boolean>(SESSION_REQUIRED, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (required && !request.sessionUser) throw new UnauthorizedException(NOT_SIGNED_IN);
    return true;
  }
}

/**
 * The route (or every route of the controller) needs a signed-in user: 401 otherwise. Guards given
 * here run after the session is known, in order.
 */
export const Authenticated = (...thenGuards: Array<new (...args: never[]) => CanActivate>) =>
  applyDecorators(SetMetadata(SESSION_REQUIRED, true), UseGuards(SessionGuard, ...thenGuards));

/** The route serves everyone and links what it does to the user when one is signed in. */
export const IdentifiedIfSignedIn = () =>
  applyDecorators(SetMetadata(SESSION_REQUIRED, false), UseGuards(SessionGuard));

/** The signed-in user (non-null under @Authenticated, possibly null under @IdentifiedIfSignedIn). */
export const SessionUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<RequestWithUser>().sessionUser ?? null,
);
