import type { CreateSessionRequest } from '@northvault/contracts/api';
import { TEXT_LIMITS } from '@northvault/contracts/text-fields';
import { OptionalText } from '../http/field-rules';

const limits = TEXT_LIMITS.session;

/**
 * POST /api/sessions: what the provider put in the callback URL. `code` is checked by the
 * sign-in service so its absence gets the callback page's exact sentence.
 */
export class CreateSessionDto implements CreateSessionRequest {
  @OptionalText({ maxLength: limits.code })
  code: string;

  @OptionalText({ maxLength: limits.state })
  state?: string;

  @OptionalText({ maxLength: limits.iss })
  iss?: string;
}
