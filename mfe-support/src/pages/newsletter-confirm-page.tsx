import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { NEWSLETTER_MESSAGES, NEWSLETTER_TOKEN_PARAMETER } from '@northvault/contracts/newsletter';
import { ROUTES } from '@northvault/contracts/routes';
import { PageHero } from '@northvault/ui/page-hero';
import { QueryProvider } from '@northvault/ui/query-client';
import { Container } from '../components/container';
import { confirmNewsletter } from '../features/blog/api/newsletter';
import styles from './newsletter-confirm-page.module.css';

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
  return (
    <QueryProvider>
      <Confirmation />
    </QueryProvider>
  );
}

function Confirmation() {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  // A write: sent once per visit (React runs a mount's effects twice in development), never retried.
  const { mutate: confirm, data: outcome } = useMutation({
    mutationFn: confirmNewsletter,
    onSuccess: ({ success }) => {
      // The token has done its work: it leaves the address bar and the history entry.
      if (success) window.history.replaceState(window.history.state, '', window.location.pathname);
    },
  });
  const started = useRef(false);

  useEffect(() => {
    if (token === null || started.current) return;
    started.current = true;
    confirm(token);
  }, [token, confirm]);

  const refusal = token === null ? NEWSLETTER_MESSAGES.invalid : outcome?.success === false ? outcome.error : null;

  return (
    <>
      <PageHero
        eyebrow="The Northvault newsletter"
        title="Confirm your subscription"
        lead="New articles on banking APIs, white-label launches and integrations, once you confirm your address."
      />
      <Container narrow>
        <div className={styles.panel}>
          {refusal === null && outcome === undefined && <p role="status">{NEWSLETTER_MESSAGES.confirming}</p>}
          {outcome?.success === true && (
            <p role="status" className={styles.confirmed}>
              {NEWSLETTER_MESSAGES.confirmed}
            </p>
          )}
          {refusal !== null && (
            <p role="alert" className={styles.refused}>
              {refusal}
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
