import type { CardAuthenticationRequest } from '@northvault/contracts/api';
import { CARD_AUTHENTICATION_ACTIONS, type CardAuthenticationAction } from '@northvault/contracts/payment';
import { OptionalOneOf, RequiredSecret } from '../http/field-rules';
import { ParameterShape } from '../http/request-parameters';

/** The `:id` of a 3-D Secure challenge: the UUID of its `card_authentications` row. */
export const CARD_AUTHENTICATION_ID = new ParameterShape(
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  'a challenge ID such as 3f2c9a1e-5b7d-4c2a-9e8f-1a2b3c4d5e6f',
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
