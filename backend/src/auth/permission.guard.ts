/**
 * `@RequiresPermission('manage:white_label')` on a route or controller: 401 without a session, 403
 * unless the account's plan grants the permission. Plans map to permissions in the contracts
 * (planGrants), the same function the browser uses to decide what to show.
 */
import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Permission, PERMISSION_REQUIRED_MESSAGES, planGrants } from '@northvault/contracts/permissions';
import { Authenticated, type RequestWithUser } from './session.guard';

const REQUIRED_PERMISSION = 'northvault:required-permission';

@Injectable()
export class PermissionGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const permission = this.reflector.getAllAndOverride<Permission | undefined>(REQUIRED_PERMISSION, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (permission === undefined) return true;
    const { sessionUser } = context.switchToHttp().getRequest<RequestWithUser>();
    if (!planGrants(sessionUser?.subscription?.planId, permission)) {
      throw new ForbiddenException(PERMISSION_REQUIRED_MESSAGES[permission]);
    }
    return true;
  }
}

export const RequiresPermission = (permission: Permission) =>
  applyDecorators(SetMetadata(REQUIRED_PERMISSION, permission), Authenticated(PermissionGuard));
