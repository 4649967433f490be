import {
  BadRequestException,
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  NotFoundException,
  Param,
  Post,
  Req,
  Res,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { AUTH_MESSAGES, type CreateSessionResponse, type RedirectUrlResponse } from '@northvault/contracts/api';
import { SIGN_IN_PROVIDER } from '@northvault/contracts/routes';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { WriteThrottled } from '../throttling/write-throttled.decorator';
import { type AuthCookies, authCookies, readCookie } from './auth-cookies';
import { CreateSessionDto } from './create-session.dto';
import { LOGIN_TRANSACTION_TTL_SECONDS, openLoginTransaction, sealLoginTransaction } from './login-transaction';
import { OidcClient } from './oidc-client';
import { SessionsService } from './sessions.service';
import { UsersService } from './users.service';

export const SIGN_IN_ERRORS = {
  unknownProvider: 'Unknown sign-in provider.',
  noTransaction: 'This sign-in attempt has expired or was started in another browser. Please sign in again.',
  stateMismatch: 'This sign-in response does not belong to the sign-in attempt of this browser. Please sign in again.',
} as const;

@Controller()
export class AuthController {
  private readonly cookies: AuthCookies;

  constructor(
    private readonly oidc: OidcClient,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookies = authCookies(config.server.siteOrigin);
  }

  /** Where to send the browser to sign in; the attempt's secrets stay in an HttpOnly cookie. */
  @Get('oauth/:provider/redirect_url')
  async redirectUrl(
    @Param('provider') provider: string,
    @Res({ passthrough: true }) response: Response,
  ): Promise<RedirectUrlResponse> {
    if (provider !== SIGN_IN_PROVIDER) throw new NotFoundException(SIGN_IN_ERRORS.unknownProvider);
    const { url, transaction } = await this.oidc.startLogin();
    response.setHeader('Cache-Control', 'no-store');
    response.cookie(
      this.cookies.transaction,
      sealLoginTransaction(transaction, this.config.auth.sessionSecret),
      this.cookies.options(LOGIN_TRANSACTION_TTL_SECONDS),
    );
    return { redirectUrl: url };
  }

  @Post('sessions')
  @HttpCode(201)
  @WriteThrottled()
  async createSession(
    @Body() body: CreateSessionDto,
    @Req() request: Request,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CreateSessionResponse> {
    if (!body.code) throw new BadRequestException(AUTH_MESSAGES.missingCode);
    const transaction = openLoginTransaction(
      readCookie(request, this.cookies.transaction),
      this.config.auth.sessionSecret,
    );
    // Single use: whatever happens next, this attempt is over.
    response.clearCookie(this.cookies.transaction, this.cookies.clearOptions());
    if (!transaction) throw new BadRequestException(SIGN_IN_ERRORS.noTransaction);
    if (body.state !== transaction.state) throw new BadRequestException(SIGN_IN_ERRORS.stateMismatch);

    const claims = await this.oidc.exchangeCode({ code: body.code, state: body.state, iss: body.iss }, transaction);
    const user = await this.users.upsertFromClaims(this.config.auth.issuer, claims);
    const token = await this.sessions.create(user.id);
    response.cookie(this.cookies.session, token, this.cookies.options(this.sessions.ttlSeconds));
    return { success: true };
  }

  /** Ends the server-side session, so the old cookie is worthless even if it was copied. */
  @Get('logout')
  async logout(@Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<{ success: true }> {
    await this.sessions.end(readCookie(request, this.cookies.session));
    response.clearCookie(this.cookies.session, this.cookies.clearOptions());
    response.setHeader('Cache-Control', 'no-store');
    return { success: true };
  }
}
