import { Controller, Get, Header, Req } from '@nestjs/common';
import type { CurrentUser } from '@northvault/contracts/api';
import { SignedIn } from './access';
import { type RequestWithUser, SessionUser } from './session.guard';
import type { SignedInUser } from './signed-in-user';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  me(@SessionUser() user: SignedInUser, @Req() request: RequestWithUser): CurrentUser {
    return this.users.toCurrentUser(user, [...(request.accessSubject?.roles ?? [])]);
  }
}
