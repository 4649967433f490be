/**
 * The documented API's error shape (docs/product/api.md#sandbox): `{ error: { code, message,
 * param?, request_id } }`, as its reference prints it. The sandbox's module registers it with the
 * app's one exception filter (ApiErrorsModule.forFeature), which answers a sandbox request with it;
 * the status and the sentence stay those the site's shape would carry.
 */
import { HttpException, type HttpStatus } from '@nestjs/common';
import type { ApiErrorBody } from '@northvault/contracts/api';
import { PermissionRefused } from '../../auth/public';
import { SANDBOX_MESSAGES, type SandboxErrorBody, type SandboxErrorCode } from '@northvault/contracts/sandbox';

/** A refusal with the documented API's own code, and the parameter at fault when there is one. */
export class SandboxException extends HttpException {
  constructor(
    status: HttpStatus,
    readonly code: SandboxErrorCode,
    message: string,
    readonly param?: string,
  ) {
    super(message, status);
  }
}

const CODE_BY_STATUS: Readonly<Record<number, SandboxErrorCode>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  413: 'invalid_request',
  415: 'invalid_request',
  429: 'rate_limited',
};

/** The sandbox's body for an exception the site's shape already describes as `siteBody`. */
export function sandboxErrorBody(exception: unknown, siteBody: ApiErrorBody, requestId: string): SandboxErrorBody {
  if (exception instanceof SandboxException) {
    const { code, param } = exception;
    return { error: { code, message: exception.message, ...(param && { param }), request_id: requestId } };
  }
  // A permission the caller's plan does not grant (auth/access.ts): the documented API calls it an upgrade.
  if (exception instanceof PermissionRefused) {
    const { param } = exception;
    return {
      error: {
        code: 'plan_upgrade_required',
        message: exception.message,
        ...(param && { param }),
        request_id: requestId,
      },
    };
  }
  const status = siteBody.statusCode;
  const code = CODE_BY_STATUS[status] ?? 'internal_error';
  const param = siteBody.fields ? Object.keys(siteBody.fields)[0] : undefined;
  const message =
    code === 'not_found'
      ? SANDBOX_MESSAGES.notFound
      : code === 'rate_limited'
        ? SANDBOX_MESSAGES.tooManyRequests
        : code === 'internal_error' && status >= 500
          ? SANDBOX_MESSAGES.internal
          : siteBody.error;
  return { error: { code, message, ...(param && { param }), request_id: requestId } };
}
