import { DocsPage } from '../components/docs-page';
import { SessionPending } from '../features/docs-access/components/session-pending';
import { SignInRedirect } from '../features/docs-access/components/sign-in-redirect';
import { usePlanDocsAccess } from '../features/docs-access/hooks/use-plan-docs-access';
import { PlanDocsView } from '../features/plan-docs/components/plan-docs-view';

/**
 * `/api-docs/:planId`: one plan's API documentation, for signed-in readers
 * (docs/product/routes.md#plan-api-documentation).
 */
export default function PlanApiDocsPage() {
  const { plan, access } = usePlanDocsAccess();
  if (access.status === 'pending') return <SessionPending />;
  if (access.status === 'sign-in-required') {
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
