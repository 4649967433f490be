import type { IncomingMessage } from 'node:http';
import type { ApiErrorBody } from '@northvault/contracts/api';

/**
 * How a part of the API that documents an error shape of its own answers its errors: which
 * requests are its, and their body. The status and the sentence stay those of `defaultBody`, the
 * one error shape of the site's API (ApiErrorBody), which the filter has already worked out.
 */
export interface ErrorBodyMapping {
  matches(request: IncomingMessage): boolean;
  body(exception: unknown, defaultBody: ApiErrorBody, requestId: string): object;
}

/** A feature's mapping, as it hands it to the error filter (`ApiErrorsModule.forFeature`). */
export class ErrorBodyRegistration {
  constructor(readonly mapping: ErrorBodyMapping) {}
}
