/**
 * What every route needs, declared on it and checked by one guard (docs/decisions/0010-one-permission-model.md):
 *
 * - `@Public()`: anyone; nobody is identified.
 * - `@IdentifiedIfSignedIn()`: anyone; the handler learns who asks when someone is signed in.
 * - `@SignedIn()`: a signed-in caller, 401 otherwise.
 * - `@RequiresPermission('accounts:write')`: a signed-in caller whose subject (plan and roles) grants the
 *   permission (`grants` from the contracts, the function the pages use), 403 with the permission's sentence
 *   otherwise.
 *
 * Two steps, kept apart: a caller source says who asks and with which plan (the session cookie by default;
 * `@CallerFrom(Source)` names another, such as the documented API's bearer token), then AccessGuard decides
 * whether that subject may. AccessGuard runs on every route of the app (app.module.ts registers it) and refuses
 * a route that declares nothing; routes.test.ts fails when one does not.
 */
import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  InternalServerErrorException,
  SetMetadata,
  type Type,
  UnauthorizedException,
} from '@nestjs/common';
import { ModuleRef, Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { grants, type Permission, PERMISSION_REQUIRED_MESSAGES, type Subject } from '@northvault/contracts/permissions';
import { NOT_SIGNED_IN, SessionGuard } from './session.guard';

export type AccessRule =
  | { kind: 'public' }
  | { kind: 'identified-if-signed-in' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: Permission };

export const ACCESS_RULE = 'northvault:access-rule';
const CALLER_SOURCE = 'northvault:caller-source';

/** The request once its caller source ran: the subject, or null when nobody is signed in. */
export type RequestWithSubject = Request & { accessSubject?: Subject | null };

/**
 * Says who asks: a guard that refuses a caller it cannot identify as its scheme requires (401, 400…), and
 * otherwise sets `request.accessSubject` (null: nobody is signed in). It never decides what the caller may do.
 */
export type CallerSource = CanActivate;

/**
 * A permission is not granted: 403 with the sentence naming the plans that bring it. `param` names the part of
 * the request that needed it, when the request's content decides (a bulk post, custom fields).
 */
export class PermissionRefused extends ForbiddenException {
  constructor(
    readonly permission: Permission,
    readonly param?: string,
  ) {
    super(PERMISSION_REQUIRED_MESSAGES[permission]);
  }
}

/**
 * Refuses (PermissionRefused) unless the subject's plan or roles grant the permission: what AccessGuard checks
 * for a route's declaration, for a handler whose request decides what it needs (a bulk post, custom fields).
 */
export function demandPermission(subject: Subject | null | undefined, permission: Permission, param?: string): void {
  if (!grants(subject, permission)) throw new PermissionRefused(permission, param);
}

export const ROUTE_DECLARES_NOTHING = 'This route declares no access rule.';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly moduleRef: ModuleRef,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const rule = this.reflector.getAllAndOverride<AccessRule | undefined>(ACCESS_RULE, targets);
    // Closed by default: a route added without a declaration answers nothing (and routes.test.ts fails).
    if (!rule) throw new InternalServerErrorException(ROUTE_DECLARES_NOTHING);
    if (rule.kind === 'public') return true;
    const source = this.reflector.getAllAndOverride<Type<CallerSource> | undefined>(CALLER_SOURCE, targets);
    await this.moduleRef.get(source ?? SessionGuard, { strict: false }).canActivate(context);
    const subject = context.switchToHttp().getRequest<RequestWithSubject>().accessSubject ?? null;
    if (rule.kind === 'identified-if-signed-in') return true;
    if (subject === null) throw new UnauthorizedException(NOT_SIGNED_IN);
    if (rule.kind === 'permission') demandPermission(subject, rule.permission);
    return true;
  }
}

/** Anyone may call the route; nobody is identified. */
export const Public = () => SetMetadata(ACCESS_RULE, { kind: 'public' } satisfies AccessRule);

/** The route serves everyone and links what it does to the user when one is signed in. */
export const IdentifiedIfSignedIn = () =>
  SetMetadata(ACCESS_RULE, { kind: 'identified-if-signed-in' } satisfies AccessRule);

/** The route (or every route of the controller) needs a signed-in caller: 401 otherwise. */
export const SignedIn = () => SetMetadata(ACCESS_RULE, { kind: 'signed-in' } satisfies AccessRule);

/** The route needs a signed-in caller whose plan (or role) grants the permission: 401, or 403 otherwise. */
export const RequiresPermission = (permission: Permission) =>
  SetMetadata(ACCESS_RULE, { kind: 'permission', permission } satisfies AccessRule);

/** The routes identify their caller with `source` instead of the session cookie. */
export const CallerFrom = (source: Type<CallerSource>) => SetMetadata(CALLER_SOURCE, source);
