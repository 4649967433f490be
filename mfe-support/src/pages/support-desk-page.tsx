import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useSession } from '@northvault/session';
import { PageHero } from '@northvault/ui/page-hero';
import { Container } from '../components/container';
import { DeskQueue } from '../features/support-desk/components/desk-queue';
import { DeskTicket } from '../features/support-desk/components/desk-ticket';

/**
 * /support/desk and /support/desk/{ticketId} (docs/product/contact-and-support.md#support-desk): support agents'
 * queue and ticket page. A signed-out visitor goes through sign-in; anyone who is not an agent reads the
 * server's 403 sentence.
 */
export default function SupportDeskPage() {
  const { ticketId } = useParams();
  const { pathname } = useLocation();
  const { user, isPending, redirectToLogin } = useSession();
  const signedOut = !isPending && user === null;
  useEffect(() => {
    if (signedOut) void redirectToLogin({ returnTo: pathname });
  }, [signedOut, redirectToLogin, pathname]);

  return (
    <>
      <PageHero eyebrow="Support" title="Support desk" lead="Tickets waiting for an answer, the soonest due first." />
      <Container>
        {isPending ? null : signedOut ? (
          <p>Taking you to sign-in…</p>
        ) : ticketId ? (
          <DeskTicket key={ticketId} ticketId={ticketId} />
        ) : (
          <DeskQueue />
        )}
      </Container>
    </>
  );
}
