import type { NewsletterConfirmRequest, NewsletterSignUpRequest } from '@northvault/contracts/newsletter';
import { MAX_EMAIL_LENGTH } from '@northvault/contracts/email';
import { RequiredEmail, RequiredText } from '../http/field-rules';

/** POST /api/newsletter/subscriptions. */
export class NewsletterSignUpDto implements NewsletterSignUpRequest {
  @RequiredEmail({ maxLength: MAX_EMAIL_LENGTH })
  email: string;
}

/** A sealed token is a few hundred characters; anything far longer is not one. */
const MAX_TOKEN_LENGTH = 2048;

/** POST /api/newsletter/confirmations. */
export class NewsletterConfirmDto implements NewsletterConfirmRequest {
  @RequiredText({ maxLength: MAX_TOKEN_LENGTH })
  token: string;
}
