import { Module } from '@nestjs/common';
import { SubscriptionsModule } from '../subscriptions/public';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { OidcClient } from './oidc-client';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Sign-in through OpenID Connect, server-side sessions, the current user and the access rules every route declares. */
@Module({
  imports: [SubscriptionsModule],
  controllers: [AuthController, UsersController],
  providers: [OidcClient, AuthService, UsersService, SessionsService, SessionGuard],
  exports: [SessionsService, SessionGuard, UsersService],
})
export class AuthModule {}
