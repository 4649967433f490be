/**
 * The backend's side of the OpenID Connect authorization-code flow with PKCE (openid-client 6).
 * The issuer's metadata is discovered on first use and kept; a provider that was down is asked
 * again on the next sign-in, so the backend can start before it.
 */
import { Inject, Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { InjectPinoLogger, type PinoLogger } from 'nestjs-pino';
import type { Logger } from 'pino';
import * as oidc from 'openid-client';
import { ROUTES } from '@northvault/contracts/routes';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { LoginTransaction } from './login-transaction';

export const AUTH_ERRORS = {
  providerUnavailable: 'The sign-in service is unavailable. Please try again in a moment.',
  exchangeFailed:
    'The sign-in could not be completed: the sign-in link is invalid, expired or already used. Please sign in again.',
  noEmail: 'Your identity provider did not share an email address, which Northvault needs to find your subscription.',
} as const;

/** The profile the ID token carries (the current user's google_user_data). */
export interface IdentityClaims {
  sub: string;
  email: string;
  /** Only a literal `true` in the ID token counts: a missing or odd claim is "not verified". */
  email_verified: boolean;
  name?: string;
  given_name?: string;
  picture?: string;
}

export interface CallbackParameters {
  code: string;
  state: string;
  /** RFC 9207: providers that name themselves in the callback (oidc-provider, Keycloak) send it. */
  iss?: string;
}

function optionalString(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

@Injectable()
export class OidcClient {
  private configuration: Promise<oidc.Configuration> | null = null;
  private readonly redirectUri: string;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectPinoLogger(OidcClient.name) private readonly logger: PinoLogger,
  ) {
    this.redirectUri = `${config.server.siteOrigin}${ROUTES.authCallback}`;
  }

  /**
   * A fresh state, nonce and PKCE verifier, and the provider URL that carries them. A login hint
   * pre-fills the provider's email field (OpenID Connect `login_hint`); providers may ignore it.
   */
  async startLogin(
    start: { returnTo: string; loginHint?: string },
    now: number = Date.now(),
  ): Promise<{ url: string; transaction: LoginTransaction }> {
    const configuration = await this.discover();
    const transaction: LoginTransaction = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
      returnTo: start.returnTo,
      createdAt: now,
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: this.config.auth.scopes,
      response_type: 'code',
      state: transaction.state,
      nonce: transaction.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(transaction.codeVerifier),
      code_challenge_method: 'S256',
      ...(start.loginHint !== undefined && { login_hint: start.loginHint }),
    });
    return { url: url.href, transaction };
  }

  /**
   * Trades the code at the provider's token endpoint and verifies the ID token: signature, issuer,
   * audience, expiry, nonce, and state against the transaction.
   */
  async exchangeCode(
    callback: CallbackParameters,
    transaction: LoginTransaction,
    log: Logger,
  ): Promise<IdentityClaims> {
    const configuration = await this.discover();
    const currentUrl = new URL(this.redirectUri);
    currentUrl.searchParams.set('code', callback.code);
    currentUrl.searchParams.set('state', callback.state);
    if (callback.iss !== undefined) currentUrl.searchParams.set('iss', callback.iss);

    let claims: oidc.IDToken | undefined;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: transaction.codeVerifier,
        expectedState: transaction.state,
        expectedNonce: transaction.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      // The visitor gets one sentence; the operator gets the provider's reason (never a token).
      const {
        name,
        message,
        code,
        error: oauthError,
      } = error as { name?: string; message?: string; code?: string; error?: string };
      log.warn({ name, code, oauthError, reason: message }, 'Code exchange refused');
      throw new UnauthorizedException(AUTH_ERRORS.exchangeFailed, { cause: error });
    }
    const email = optionalString(claims?.email);
    if (!claims || !email) throw new UnauthorizedException(AUTH_ERRORS.noEmail);
    return {
      sub: claims.sub,
      email: email.toLowerCase(),
      email_verified: claims.email_verified === true,
      name: optionalString(claims.name),
      given_name: optionalString(claims.given_name),
      picture: optionalString(claims.picture),
    };
  }

  private discover(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret, allowInsecureIssuer } = this.config.auth;
    this.configuration ??= oidc
      .discovery(
        new URL(issuer),
        clientId,
        undefined,
        oidc.ClientSecretBasic(clientSecret),
        allowInsecureIssuer ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.configuration = null;
        this.logger.error({ issuer, reason: (error as Error).message }, 'OpenID Connect discovery failed');
        throw new ServiceUnavailableException(AUTH_ERRORS.providerUnavailable, { cause: error });
      });
    return this.configuration;
  }
}
