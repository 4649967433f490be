import { Module } from '@nestjs/common';
import { AuthController } from './auth.controller';
import { OidcClient } from './oidc-client';
import { SessionGuard } from './session.guard';
import { SessionsService } from './sessions.service';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Sign-in through OpenID Connect, server-side sessions and the current user (SPEC sections 4 and 7). */
@Module({
  controllers: [AuthController, UsersController],
  providers: [OidcClient, UsersService, SessionsService, SessionGuard],
  exports: [SessionsService, SessionGuard, UsersService],
})
export class AuthModule {}
