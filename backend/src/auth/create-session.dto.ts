import type { CreateSessionRequest } from '@northvault/contracts/api';
import { OptionalText } from '../http/field-rules';

/**
 * POST /api/sessions: what the provider put in the callback URL. `code` is checked by the
 * controller so its absence gets SPEC's exact sentence.
 */
export class CreateSessionDto implements CreateSessionRequest {
  @OptionalText()
  code: string;

  @OptionalText()
  state?: string;

  @OptionalText()
  iss?: string;
}
