import { Link } from 'react-router-dom';
import { LANDING_SECTIONS, planApiDocsPath } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import buttons from '@northvault/ui/buttons.module.css';
import styles from './hero.module.css';

/**
 * The hero's main button follows the session (docs/product/routes.md#hero-button): docs for a subscriber,
 * pricing for a signed-in visitor without a plan, sign-in for everyone else.
 */
export function HeroAction() {
  const { user, planId, isPending, redirectToLogin } = useSession();
  const className = `${buttons.primary} ${styles.action}`;

  // Until the first user fetch settles we do not know which button is right: the button's frame, at its final
  // size, with a neutral bar where the label will be (docs/product/routes.md#hero-button). The header's sign-in
  // control announces the wait; this one stays silent.
  if (isPending) {
    return (
      <span
        className={`${styles.action} ${styles.actionPlaceholder}`}
        aria-hidden="true"
        data-testid="hero-action-pending"
      >
        <span className={styles.placeholderLabel} />
      </span>
    );
  }

  if (user && planId) {
    return (
      <Link className={className} to={planApiDocsPath(planId)}>
        Access Your API Docs
      </Link>
    );
  }

  if (user) {
    return (
      <a className={className} href={`#${LANDING_SECTIONS.pricing}`}>
        Choose Your Plan
      </a>
    );
  }

  return (
    <button type="button" className={className} onClick={() => void redirectToLogin()}>
      Get Started
    </button>
  );
}
