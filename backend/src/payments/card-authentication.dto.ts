import type { CardAuthenticationRequest } from '@northvault/contracts/api';
import { CARD_AUTHENTICATION_ACTIONS, type CardAuthenticationAction } from '@northvault/contracts/payment';
import { OptionalOneOf, RequiredSecret } from '../http/field-rules';

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
