import { useEffect } from 'react';
import { ROUTES } from '@northvault/contracts/routes';
import { useSession } from '@northvault/session';
import { QueryProvider } from '@northvault/ui/query-client';
import { PageHero } from '@northvault/ui/page-hero';
import { Container } from '../components/container';
import { BillingView } from '../features/billing/components/billing-view';

/**
 * /account/billing (docs/product/routes.md#account-billing). Signed in only: a signed-out visitor
 * goes through sign-in and comes back here.
 */
export default function AccountBillingPage() {
  const { user, isPending, redirectToLogin } = useSession();
  const signedOut = !isPending && user === null;
  useEffect(() => {
    if (signedOut) void redirectToLogin({ returnTo: ROUTES.accountBilling });
  }, [signedOut, redirectToLogin]);

  return (
    <>
      <PageHero
        eyebrow="Account"
        title="Billing"
        lead="Your plan, its period, the card that pays for it, and your receipts."
      />
      <Container>
        {isPending ? null : signedOut ? (
          <p>Taking you to sign-in…</p>
        ) : (
          // Another account starts with a query client of its own: nothing of the last one's billing shows.
          <QueryProvider key={user!.id}>
            <BillingView />
          </QueryProvider>
        )}
      </Container>
    </>
  );
}
