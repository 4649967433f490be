import type { SignInOptions } from '@northvault/contracts/api';
import { isValidEmail, MAX_EMAIL_LENGTH } from '@northvault/contracts/email';
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from '@northvault/contracts/return-path';
import { AN_EMAIL_ADDRESS, OptionalTextMatching } from '../http/field-rules';

/**
 * The query of GET /api/oauth/:provider/redirect_url. An empty value counts as not given. A
 * `returnTo` that is not a page of this site is refused rather than ignored: only a forged link
 * sends one.
 */
export class StartSignInDto implements SignInOptions {
  @OptionalTextMatching((value) => safeReturnPath(value) !== null, 'a path of one of this site’s pages', {
    maxLength: RETURN_PATH_MAX_LENGTH,
  })
  returnTo?: string;

  @OptionalTextMatching(isValidEmail, AN_EMAIL_ADDRESS, { maxLength: MAX_EMAIL_LENGTH })
  loginHint?: string;
}
