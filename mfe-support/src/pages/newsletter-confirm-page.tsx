import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_PARAMETER } from '@northvault/contracts/newsletter';
import { ROUTES } from '@northvault/contracts/routes';
import { PageHero } from '@northvault/ui/page-hero';
import { Container } from '../components/container';
import { confirmNewsletter } from '../features/blog/api/newsletter';
import styles from './newsletter-confirm-page.module.css';

type Confirmation = { status: 'confirming' } | { status: 'confirmed' } | { status: 'refused'; message: string };

/** The token the email's link carries in its fragment (`#token=…`), or null. */
function tokenFromHash(hash: string): string | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get(NEWSLETTER_TOKEN_PARAMETER);
  return token === null || token === '' ? null : token;
}

/**
 * /newsletter/confirm: where the confirmation email's link lands. The token is sent with a POST, so a
 * mail scanner that only fetches the link confirms nothing (docs/product/contact-and-support.md#newsletter-form).
 */
export default function NewsletterConfirmPage() {
  const [confirmation, setConfirmation] = useState<Confirmation>(() =>
    tokenFromHash(window.location.hash) === null
      ? { status: 'refused', message: NEWSLETTER_MESSAGES.invalid }
      : { status: 'confirming' },
  );
  const started = useRef(false);

  useEffect(() => {
    const token = tokenFromHash(window.location.hash);
    if (token === null || started.current) return;
    started.current = true;
    void confirmNewsletter(token).then((outcome) => {
      if (outcome.success) {
        // The token has done its work: it leaves the address bar and the history entry.
        window.history.replaceState(window.history.state, '', window.location.pathname);
        setConfirmation({ status: 'confirmed' });
      } else {
        setConfirmation({ status: 'refused', message: outcome.error });
      }
    });
  }, []);

  return (
    <>
      <PageHero
        eyebrow="The Northvault newsletter"
        title="Confirm your subscription"
        lead="New articles on banking APIs, white-label launches and integrations, once you confirm your address."
      />
      <Container narrow>
        <div className={styles.panel}>
          {confirmation.status === 'confirming' && <p role="status">{NEWSLETTER_MESSAGES.confirming}</p>}
          {confirmation.status === 'confirmed' && (
            <p role="status" className={styles.confirmed}>
              {NEWSLETTER_MESSAGES.confirmed}
            </p>
          )}
          {confirmation.status === 'refused' && (
            <p role="alert" className={styles.refused}>
              {confirmation.message}
            </p>
          )}
          <p>
            <Link to={ROUTES.blog}>Back to the blog</Link>
          </p>
        </div>
      </Container>
    </>
  );
}
