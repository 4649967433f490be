/**
 * A real OpenID Connect provider (oidc-provider) with one confidential client, PKCE required, and a
 * sign-in page where any email and name sign in. Used by `npm start` and the tests when OIDC_ISSUER
 * is not set; pointing the backend at Google, Auth0 or Keycloak replaces it without code changes.
 */
import { generateKeyPairSync } from 'node:crypto';
import express, { type Express, type Request, type Response } from 'express';
import Provider, { interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@northvault/contracts/email';
import { AccountStore } from './accounts';
import { avatarSvg } from './avatar';
import type { IdentityProviderConfig } from './identity-provider-config';
import { loginPage } from './login-page';

const CLIENT_NAME = 'Northvault';

/** Every authorization request shows the sign-in page, even with a provider session: it is a test bench. */
function alwaysAskToSignIn() {
  const policy = interactionPolicy.base();
  policy
    .get('login')!
    .checks.add(
      new interactionPolicy.Check('fresh_sign_in', 'Every sign-in asks who is signing in', (ctx) =>
        ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** A fresh signing key per start: tokens only live for one sign-in anyway. */
function signingKeys() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'local-1', use: 'sig', alg: 'RS256' }] };
}

export function createIdentityProvider(config: IdentityProviderConfig): { app: Express; provider: Provider } {
  const accounts = new AccountStore(config.issuer);

  const configuration: Configuration = {
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        client_name: CLIENT_NAME,
        redirect_uris: config.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'picture'],
    },
    // Without this the ID token of the code flow carries only `sub`; the backend reads the profile from it.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { policy: alwaysAskToSignIn(), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    cookies: { keys: config.cookieKeys },
    // Seconds. Short: a development provider only needs to outlive one sign-in.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AuthorizationCode: 60, AccessToken: 600, IdToken: 600 },
    jwks: signingKeys() as Configuration['jwks'],
    findAccount: (_ctx, sub) => {
      const account = accounts.find(sub);
      return account && { accountId: sub, claims: () => accounts.claimsOf(account) };
    },
    // No consent screen: the site is the provider's only client, so its scopes are granted at once.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client, session, provider } = ctx.oidc;
      const grant = new provider.Grant({ clientId: client!.clientId, accountId: session!.accountId! });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Sign-in error</title><h1>Sign-in error</h1><p>${String(out.error_description ?? out.error).replace(/[<>&]/g, '')}</p>`;
    },
  };

  const provider = new Provider(config.issuer, configuration);
  const app = express();
  app.disable('x-powered-by');
  const form = express.urlencoded({ extended: false, limit: '10kb' });

  app.get('/avatars/:file', (req: Request, res: Response) => {
    const sub = String(req.params.file).replace(/\.svg$/, '');
    const account = accounts.find(sub);
    res.type('image/svg+xml').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(avatarSvg(sub, account?.name ?? '?'));
  });

  app.get('/interaction/:uid', async (req, res, next) => {
    try {
      const { uid, params } = await provider.interactionDetails(req, res);
      // The site's login_hint (the email that just paid, say) fills in the Email field.
      const hint = typeof params.login_hint === 'string' && isValidEmail(params.login_hint) ? params.login_hint : '';
      res
        .type('html')
        .setHeader('Cache-Control', 'no-store')
        .send(loginPage({ uid, clientName: CLIENT_NAME, email: hint }));
    } catch (error) {
      next(error);
    }
  });

  app.post('/interaction/:uid/login', form, async (req, res, next) => {
    try {
      const { uid } = await provider.interactionDetails(req, res);
      const email = String(req.body?.email ?? '').trim();
      const name = String(req.body?.name ?? '').trim();
      // An unticked checkbox is not sent at all.
      const emailVerified = req.body?.email_verified === 'true';
      const error = !isValidEmail(email) ? INVALID_EMAIL_MESSAGE : !name ? 'Enter your name.' : undefined;
      if (error) {
        res
          .status(400)
          .type('html')
          .send(loginPage({ uid, clientName: CLIENT_NAME, email, name, emailVerified, error }));
        return;
      }
      const account = accounts.signIn(email, name, emailVerified);
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub, remember: false } },
        {
          mergeWithLastSubmission: false,
        },
      );
    } catch (error) {
      next(error);
    }
  });

  app.get('/interaction/:uid/abort', async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The sign-in was cancelled.' },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  app.use(provider.callback());
  return { app, provider };
}
