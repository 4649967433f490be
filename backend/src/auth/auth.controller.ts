import { Body, Controller, Get, Header, HttpCode, Param, Post, Query } from '@nestjs/common';
import type { CreateSessionResponse, RedirectUrlResponse } from '@northvault/contracts/api';
import type { Logger } from 'pino';
import { RequestLog } from '../logging/request-log';
import { type CookieJar, Cookies } from '../http/site-cookies';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { AuthService } from './auth.service';
import { CreateSessionDto } from './create-session.dto';
import { StartSignInDto } from './start-sign-in.dto';
import { Public } from './access';

@Controller()
@Public()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Get('oauth/:provider/redirect_url')
  @Header('Cache-Control', 'no-store')
  redirectUrl(
    @Param('provider') provider: string,
    @Query() options: StartSignInDto,
    @Cookies() jar: CookieJar,
  ): Promise<RedirectUrlResponse> {
    return this.auth.startSignIn(provider, options, jar);
  }

  @Post('sessions')
  @HttpCode(201)
  @WriteThrottled()
  createSession(
    @Body() body: CreateSessionDto,
    @Cookies() jar: CookieJar,
    @RequestLog() log: Logger,
  ): Promise<CreateSessionResponse> {
    return this.auth.completeSignIn(body, jar, log);
  }

  @Get('logout')
  @Header('Cache-Control', 'no-store')
  logout(@Cookies() jar: CookieJar): Promise<{ success: true }> {
    return this.auth.signOut(jar);
  }
}
