import { ACCOUNT_MESSAGES, needsEmailVerification } from '@northvault/contracts/accounts';
import type { CurrentUser } from '@northvault/contracts/api';
import styles from './email-verification-notice.module.css';

interface Props {
  user: CurrentUser | null;
  /** Where the notice sits in its page (margins). */
  className?: string;
}

/** Where a plan would show: why a signed-in account whose provider has not verified its email has none. */
export function EmailVerificationNotice({ user, className }: Props) {
  if (!needsEmailVerification(user)) return null;
  return <p className={className ? `${styles.notice} ${className}` : styles.notice}>{ACCOUNT_MESSAGES.verifyEmail}</p>;
}
