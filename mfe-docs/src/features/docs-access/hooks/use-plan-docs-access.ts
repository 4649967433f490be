import { useParams } from 'react-router-dom';
import { useSession } from '@northvault/session';
import { decidePlanDocsAccess } from '../../../utils/decide-plan-docs-access';

/** The plan of the current `/api-docs/:planId` page and what the reader may see of it. */
export function usePlanDocsAccess() {
  const { planId } = useParams();
  const { isPending, user, planId: subscribedPlanId } = useSession();
  return decidePlanDocsAccess(planId, { isPending, signedIn: user !== null, planId: subscribedPlanId });
}
