import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import type { RequestWithUser } from '../auth/session.guard';

/** After @Authenticated(): the white-label API is for Enterprise subscribers only (issue 7). */
@Injectable()
export class EnterpriseGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const { sessionUser } = context.switchToHttp().getRequest<RequestWithUser>();
    if (sessionUser?.subscription?.planId !== 'enterprise') {
      throw new ForbiddenException(WHITE_LABEL_MESSAGES.enterpriseRequired);
    }
    return true;
  }
}
