/**
 * Every sandbox call but the login carries `Authorization: Bearer <API key or access_token>` and
 * `X-Plan-Type: <plan>` (docs/product/api.md#sandbox): an unknown or expired token, or an unknown,
 * revoked or expired API key, is 401 (saying which), a `read_only` key on anything but GET 403, a
 * missing plan header 400, and a header that names another plan than the account's 403. A call
 * that passes counts against the plan's monthly API-call quota (429 once it is used up).
 */
import {
  applyDecorators,
  createParamDecorator,
  type ExecutionContext,
  HttpStatus,
  Inject,
  Injectable,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { ApiBearerAuth, ApiHeader } from '@nestjs/swagger';
import { PUBLIC_API } from '@northvault/contracts/business';
import { PLAN_IDS } from '@northvault/contracts/plans';
import { planMismatchMessage, RATE_LIMIT_HEADERS, SANDBOX_MESSAGES } from '@northvault/contracts/sandbox';
import { API_KEY_MESSAGES, type ApiKeyScope, looksLikeApiKey } from '@northvault/contracts/api-keys';
import { ApiKeys } from '../../api-keys/public';
import { CLOCK, type Clock } from '../../clock/clock';
import { SandboxException } from './sandbox-error';
import { SandboxErrors } from './sandbox-responses';
import { type Subscriber, SandboxSubscribers } from '../../subscriptions/public';
import { CallerFrom, type CallerSource, type RequestWithSubject } from '../../auth/public';
import { SandboxTokens } from '../auth/sandbox-tokens.service';
import { quotaExceeded, SandboxQuotas } from './sandbox-quotas';

export interface SandboxCaller extends Subscriber {
  /** When the token or key stops working; null for an API key that nothing ends. */
  tokenExpiresAt: Date | null;
  /** The API key the call presented (docs/product/api.md#api-keys), or null for a login token. */
  apiKey: { id: string; scope: ApiKeyScope } | null;
}

/** Who a bearer credential belongs to: a login token or an API key. */
interface Credential {
  userId: string;
  expiresAt: Date | null;
  apiKey: SandboxCaller['apiKey'];
}

/** What a `read_only` key may call. */
const READ_METHODS = new Set(['GET', 'HEAD']);

type RequestWithCaller = Request & RequestWithSubject & { sandboxCaller?: SandboxCaller };

const BEARER = /^Bearer\s+(\S+)\s*$/i;

/** The name of the bearer scheme in the OpenAPI document. */
export const SANDBOX_BEARER_SCHEME = 'bearer';

/**
 * The documented API's caller source (auth/access.ts): who the bearer token signs in, on which plan. What that
 * plan may do is the route's declared permission, which AccessGuard checks after this.
 */
@Injectable()
export class SandboxCallerGuard implements CallerSource {
  constructor(
    private readonly tokens: SandboxTokens,
    private readonly apiKeys: ApiKeys,
    private readonly subscribers: SandboxSubscribers,
    private readonly quotas: SandboxQuotas,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<RequestWithCaller>();
    const token = BEARER.exec(request.get('authorization') ?? '')?.[1];
    if (!token) throw new SandboxException(HttpStatus.UNAUTHORIZED, 'unauthorized', SANDBOX_MESSAGES.missingToken);
    const live = await this.identify(token, request);
    const subscriber = await this.subscribers.byId(live.userId);
    if (!subscriber) {
      throw new SandboxException(HttpStatus.FORBIDDEN, 'plan_upgrade_required', SANDBOX_MESSAGES.noActivePlan);
    }
    const headerPlan = request.get(PUBLIC_API.planHeader)?.trim().toLowerCase();
    if (!headerPlan) {
      throw new SandboxException(HttpStatus.BAD_REQUEST, 'plan_header_missing', SANDBOX_MESSAGES.planHeaderMissing);
    }
    if (headerPlan !== subscriber.planId) {
      throw new SandboxException(
        HttpStatus.FORBIDDEN,
        'plan_mismatch',
        planMismatchMessage(headerPlan, subscriber.planId),
      );
    }
    if (live.apiKey?.scope === 'read_only' && !READ_METHODS.has(request.method)) {
      throw new SandboxException(HttpStatus.FORBIDDEN, 'forbidden', API_KEY_MESSAGES.readOnly);
    }
    await this.countCall(subscriber, context.switchToHttp().getResponse<Response>());
    request.sandboxCaller = { ...subscriber, tokenExpiresAt: live.expiresAt, apiKey: live.apiKey };
    request.accessSubject = { planId: subscriber.planId, roles: [] };
    return true;
  }

  /** The account a login token or an API key belongs to; 401 saying why when neither is live. */
  private async identify(bearer: string, request: Request): Promise<Credential> {
    if (looksLikeApiKey(bearer)) {
      const check = await this.apiKeys.authenticate(bearer, request.ip);
      if (!check.ok) {
        throw new SandboxException(HttpStatus.UNAUTHORIZED, 'unauthorized', API_KEY_MESSAGES[check.refusal]);
      }
      const { key } = check;
      return { userId: key.userId, expiresAt: key.endsAt, apiKey: { id: key.keyId, scope: key.scope } };
    }
    const live = await this.tokens.find(bearer);
    if (!live) throw new SandboxException(HttpStatus.UNAUTHORIZED, 'token_expired', SANDBOX_MESSAGES.tokenExpired);
    return { userId: live.userId, expiresAt: live.expiresAt, apiKey: null };
  }

  /** Counts the call against the monthly quota, and says in the rate-limit headers how much is left. */
  private async countCall(subscriber: Subscriber, response: Response): Promise<void> {
    const now = this.clock.now();
    const allowance = await this.quotas.countApiCall(subscriber.userId, subscriber.planId, now);
    if (allowance === null) return;
    response.setHeader(RATE_LIMIT_HEADERS.limit, String(allowance.limit));
    response.setHeader(RATE_LIMIT_HEADERS.remaining, String(allowance.remaining));
    response.setHeader(RATE_LIMIT_HEADERS.reset, String(allowance.resetSeconds));
    if (allowance.exhausted) throw quotaExceeded('apiCalls', subscriber.planId, now);
  }
}

/**
 * The routes identify their caller by a live token or API key and the matching plan header; the OpenAPI
 * document says so. Each route still declares what it needs (`@SignedIn()`, `@RequiresPermission(…)`).
 */
export const SignedInWithToken = () =>
  applyDecorators(
    CallerFrom(SandboxCallerGuard),
    ApiBearerAuth(SANDBOX_BEARER_SCHEME),
    ApiHeader({
      name: PUBLIC_API.planHeader,
      required: true,
      description: 'Your plan; it must be the plan of the account the token belongs to.',
      schema: { type: 'string', enum: [...PLAN_IDS] },
    }),
    SandboxErrors(400, 401, 403, 429),
  );

/** The subscriber the bearer token or API key belongs to (set by SandboxCallerGuard). */
export const Caller = createParamDecorator(
  (_data: unknown, context: ExecutionContext) => context.switchToHttp().getRequest<RequestWithCaller>().sandboxCaller!,
);
