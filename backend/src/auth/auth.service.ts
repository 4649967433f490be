/**
 * Sign-in with OpenID Connect, from the redirect to the provider to the session cookie, and
 * sign-out. The attempt's secrets (state, nonce, PKCE verifier) wait in a sealed cookie; the
 * account, its profile and any plan waiting for its verified email are written in one transaction.
 */
import { BadRequestException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import type { Logger } from 'pino';
import { AUTH_MESSAGES, type CreateSessionResponse, type RedirectUrlResponse } from '@northvault/contracts/api';
import { safeReturnPath } from '@northvault/contracts/return-path';
import { ROUTES, SIGN_IN_PROVIDER } from '@northvault/contracts/routes';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { type CookieJar, siteCookies, type SiteCookies } from '../http/site-cookies';
import { SubscriptionsService } from '../subscriptions/public';
import type { CreateSessionDto } from './create-session.dto';
import type { StartSignInDto } from './start-sign-in.dto';
import { LOGIN_TRANSACTION_TTL_SECONDS, openLoginTransaction, sealLoginTransaction } from './login-transaction';
import { OidcClient } from './oidc-client';
import { SessionsService } from './sessions.service';
import { UsersService } from './users.service';

export const SIGN_IN_ERRORS = {
  unknownProvider: 'Unknown sign-in provider.',
  noTransaction: 'This sign-in attempt has expired or was started in another browser. Please sign in again.',
  stateMismatch: 'This sign-in response does not belong to the sign-in attempt of this browser. Please sign in again.',
} as const;

@Injectable()
export class AuthService {
  private readonly cookies: SiteCookies;

  constructor(
    private readonly oidc: OidcClient,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly subscriptions: SubscriptionsService,
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookies = siteCookies(config.server.siteOrigin);
  }

  /**
   * Where to send the browser to sign in; the attempt's secrets, and the page to come back to,
   * stay in an HttpOnly cookie.
   */
  async startSignIn(provider: string, options: StartSignInDto, jar: CookieJar): Promise<RedirectUrlResponse> {
    if (provider !== SIGN_IN_PROVIDER) throw new NotFoundException(SIGN_IN_ERRORS.unknownProvider);
    const { url, transaction } = await this.oidc.startLogin({
      returnTo: safeReturnPath(options.returnTo) ?? ROUTES.home,
      loginHint: options.loginHint || undefined,
    });
    jar.set(
      this.cookies.transaction,
      sealLoginTransaction(transaction, this.config.auth.sessionSecret),
      this.cookies.options(LOGIN_TRANSACTION_TTL_SECONDS),
    );
    return { redirectUrl: url };
  }

  /**
   * Completes the attempt this browser started: checks state, trades the code, records the
   * account, and replaces whatever session the browser had with a new one.
   */
  async completeSignIn(callback: CreateSessionDto, jar: CookieJar, log: Logger): Promise<CreateSessionResponse> {
    if (!callback.code) throw new BadRequestException(AUTH_MESSAGES.missingCode);
    const transaction = openLoginTransaction(jar.read(this.cookies.transaction), this.config.auth.sessionSecret);
    // Single use: whatever happens next, this attempt is over.
    jar.clear(this.cookies.transaction, this.cookies.clearOptions());
    if (!transaction) throw new BadRequestException(SIGN_IN_ERRORS.noTransaction);
    if (callback.state !== transaction.state) throw new BadRequestException(SIGN_IN_ERRORS.stateMismatch);

    const claims = await this.oidc.exchangeCode(
      { code: callback.code, state: callback.state, iss: callback.iss },
      transaction,
      log,
    );
    const account = await this.database.transaction(async (tx) => {
      const user = await this.users.upsertFromClaims(tx, this.config.auth.issuer, claims);
      if (user.emailVerified) await this.subscriptions.claimWaiting(tx, user);
      return user;
    });
    // Whoever was signed in on this browser before is signed out, server-side too.
    await this.sessions.end(jar.read(this.cookies.session));
    const token = await this.sessions.create(account.id);
    jar.set(this.cookies.session, token, this.cookies.options(this.sessions.ttlSeconds));
    return { success: true, returnTo: transaction.returnTo };
  }

  /** Ends the server-side session, so the old cookie is worthless even if it was copied. */
  async signOut(jar: CookieJar): Promise<{ success: true }> {
    await this.sessions.end(jar.read(this.cookies.session));
    jar.clear(this.cookies.session, this.cookies.clearOptions());
    return { success: true };
  }
}
