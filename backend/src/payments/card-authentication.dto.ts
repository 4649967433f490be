import type { CardAuthenticationRequest } from '@northvault/contracts/api';
import { CARD_AUTHENTICATION_ACTIONS, type CardAuthenticationAction } from '@northvault/contracts/payment';
import { OptionalOneOf, RequiredSecret } from '../http/field-rules';
import { ParameterShape } from '../http/request-parameters';

/** The `:id` of a 3-D Secure challenge, as the sandbox gateway makes it (`sandbox_auth_` and 24 hex digits). */
export const CARD_AUTHENTICATION_ID = new ParameterShape(
  /^sandbox_auth_[0-9a-f]{24}$/,
  'a challenge ID such as sandbox_auth_0123456789abcdef01234567',
);

/**
 * POST /api/checkout/authentications/:id and /api/billing/card/authentications/:id: the buyer's
 * answer to the challenge, with the secret only the browser that sent the card was given.
 */
export class CardAuthenticationDto implements CardAuthenticationRequest {
  @RequiredSecret({ maxLength: 100 })
  secret!: string;

  /** A missing action is refused by the service, naming the choices. */
  @OptionalOneOf(CARD_AUTHENTICATION_ACTIONS)
  action!: CardAuthenticationAction;
}
