import { FEDERATION_ERROR_CODE } from '@northvault/contracts/telemetry';

/**
 * `RUNTIME-008` and friends: the codes Module Federation documents for each failure, to log and
 * report instead of free text. An error that carries its code as a property gives it from there;
 * the runtime's own errors (2.x) carry it only at the end of their message (`… #RUNTIME-008`).
 */
export function federationErrorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && FEDERATION_ERROR_CODE.test(code)) return code;
  const message = error instanceof Error ? error.message : String(error);
  return /\b(?:RUNTIME|TYPE|BUILD)-\d{3}\b/.exec(message)?.[0];
}

/** What a log line says about a failure: its federation code, else its error name. */
export function describeFailure(error: unknown): string {
  return federationErrorCode(error) ?? (error instanceof Error ? error.name : 'Error');
}
