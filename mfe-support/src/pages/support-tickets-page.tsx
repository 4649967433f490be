import { useEffect } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '@northvault/session';
import { TICKET_TOKEN_PARAM } from '@northvault/contracts/support-tickets';
import { PageHero } from '@northvault/ui/page-hero';
import { Container } from '../components/container';
import { CustomerTicket } from '../features/customer-tickets/components/customer-ticket';
import { MyTickets } from '../features/customer-tickets/components/my-tickets';

/**
 * /support/tickets and /support/tickets/{ticketId} (docs/product/contact-and-support.md#my-tickets): the
 * signed-in account's tickets, and one ticket's conversation. A ticket opened from its email's link
 * (`?token=…`) needs no sign-in; anything else goes through sign-in and comes back.
 */
export default function SupportTicketsPage() {
  const { ticketId } = useParams();
  const [search] = useSearchParams();
  const token = search.get(TICKET_TOKEN_PARAM) || null;
  const { pathname } = useLocation();
  const { user, isPending, redirectToLogin } = useSession();
  const signedOut = !isPending && user === null;
  const needsSignIn = signedOut && token === null;
  useEffect(() => {
    if (needsSignIn) void redirectToLogin({ returnTo: pathname });
  }, [needsSignIn, redirectToLogin, pathname]);

  return (
    <>
      <PageHero eyebrow="Support" title="My tickets" lead="Your support tickets and our answers." />
      <Container>
        {isPending && token === null ? null : needsSignIn ? (
          <p>Taking you to sign-in…</p>
        ) : ticketId ? (
          <CustomerTicket
            key={`${ticketId}|${token ?? ''}`}
            ticketId={ticketId}
            token={token}
            signedIn={user !== null}
          />
        ) : (
          <MyTickets />
        )}
      </Container>
    </>
  );
}
