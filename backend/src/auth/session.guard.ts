/**
 * The site's caller source (access.ts): resolves the session cookie to a user, and the user to the subject
 * the access rules ask about (its plan). It refuses nothing: AccessGuard decides, from the route's declaration.
 */
import { type CanActivate, createParamDecorator, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import type { Role, Subject } from '@northvault/contracts/permissions';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { readCookie, siteCookies } from '../http/site-cookies';
import { SessionsService } from './sessions.service';
import type { SignedInUser } from './signed-in-user';

export const NOT_SIGNED_IN = 'You are not signed in.';

export type RequestWithUser = Request & { sessionUser?: SignedInUser | null; accessSubject?: Subject | null };

@Injectable()
export class SessionGuard implements CanActivate {
  private readonly cookieName: string;
  private readonly agentEmails: ReadonlySet<string>;

  constructor(
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.cookieName = siteCookies(config.server.siteOrigin).session;
    this.agentEmails = config.support.agentEmails;
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithUser>();
    const user = await this.sessions.findUser(readCookie(request, this.cookieName));
    request.sessionUser = user;
    request.accessSubject = user && {
      planId: user.subscription?.planId ?? null,
      roles: rolesOf(user, this.agentEmails),
    };
    return true;
  }
}

/** The roles a user holds: `support-agent` when SUPPORT_AGENT_EMAILS lists their email and it is verified. */
export function rolesOf(user: SignedInUser, agentEmails: ReadonlySet<string>): Role[] {
  return user.emailVerified && agentEmails.has(user.email.trim().toLowerCase()) ? ['support-agent'] : [];
}

/** The signed-in user (non-null under @SignedIn or @RequiresPermission, possibly null under @IdentifiedIfSignedIn). */
export const SessionUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext) =>
    context.switchToHttp().getRequest<RequestWithUser>().sessionUser ?? null,
);
