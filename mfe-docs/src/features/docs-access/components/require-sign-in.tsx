import type { ReactNode } from 'react';
import { useSession } from '@northvault/session';
import { SessionPending } from './session-pending';
import { SignInRedirect } from './sign-in-redirect';

interface Props {
  heading: string;
  destination: string;
  children: ReactNode;
}

/**
 * Renders its children for a signed-in reader only. While the session is pending it holds the
 * page's space and shows nothing, so neither the docs nor the redirect card flash.
 */
export function RequireSignIn({ heading, destination, children }: Props) {
  const { user, isPending } = useSession();
  if (isPending) return <SessionPending />;
  if (!user) return <SignInRedirect heading={heading} destination={destination} />;
  return children;
}
