import { Controller, Get, Header } from '@nestjs/common';
import type { CurrentUser } from '@northvault/contracts/api';
import { SignedIn } from './access';
import { SessionUser } from './session.guard';
import type { SignedInUser } from './signed-in-user';
import { UsersService } from './users.service';

@Controller('users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Get('me')
  @SignedIn()
  @Header('Cache-Control', 'no-store')
  me(@SessionUser() user: SignedInUser): CurrentUser {
    return this.users.toCurrentUser(user);
  }
}
