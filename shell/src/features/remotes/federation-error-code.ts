/** `RUNTIME-008` and friends: the codes Module Federation documents for each failure, to log instead of free text. */
export function federationErrorCode(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  return /\b(?:RUNTIME|TYPE|BUILD)-\d{3}\b/.exec(message)?.[0];
}

/** What a log line says about a failure: its federation code, else its error name. */
export function describeFailure(error: unknown): string {
  return federationErrorCode(error) ?? (error instanceof Error ? error.name : 'Error');
}
