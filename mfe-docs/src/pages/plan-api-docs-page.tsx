import { DocsPage } from '../components/docs-page';
import { SessionPending } from '../features/docs-access/components/session-pending';
import { SignInRedirect } from '../features/docs-access/components/sign-in-redirect';
import { usePlanDocsAccess } from '../features/docs-access/hooks/use-plan-docs-access';
import { PlanDocsView } from '../features/plan-docs/components/plan-docs-view';
import { useStartedPrerendered } from '../hooks/use-started-prerendered';

/**
 * `/api-docs/:planId`: one plan's API documentation, for signed-in readers
 * (docs/product/routes.md#plan-api-documentation).
 */
export default function PlanApiDocsPage() {
  const { plan, access } = usePlanDocsAccess();
  // Prerendered, this page is the signed-out card, which the site server sends only to a request without the
  // session cookie (docs/architecture.md#first-paint-from-prerendered-fragments): hydrated, it keeps the card while
  // the session is pending. Rendered in the browser, it shows nothing until then, so neither card nor docs flash.
  const startedPrerendered = useStartedPrerendered();
  if (access.status === 'pending' && !startedPrerendered) return <SessionPending />;
  if (access.status === 'pending' || access.status === 'sign-in-required') {
    return (
      <SignInRedirect heading="Plan API Documentation" destination={`the ${plan.name} plan’s API documentation`} />
    );
  }
  return (
    <DocsPage>
      {/* A fresh accordion per plan: moving from one plan's docs to another starts at Getting Started. */}
      <PlanDocsView key={plan.id} plan={plan} access={access} />
    </DocsPage>
  );
}
