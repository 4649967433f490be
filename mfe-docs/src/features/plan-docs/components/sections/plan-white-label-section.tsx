import { Link } from 'react-router-dom';
import { planGrants } from '@northvault/contracts/permissions';
import type { Plan } from '@northvault/contracts/plans';
import { landingSectionPath, ROUTES } from '@northvault/contracts/routes';
import { Callout } from '../../../../components/callout';
import { EndpointList } from '../../../../components/endpoint-list';
import { whiteLabelEndpoints } from '../../../../content/white-label-endpoints';

export function PlanWhiteLabelSection({ plan }: { plan: Plan }) {
  return (
    <>
      {planGrants(plan.id, 'white_label:manage') ? (
        <p>
          Your token carries <code>white_label:manage</code>. Design your brand in the{' '}
          <Link to={ROUTES.whiteLabel}>white-label configurator</Link>, then read and deploy it with these endpoints.
        </p>
      ) : (
        <Callout tone="warning" title="Upgrade required">
          <p>
            The White-Label API is part of the Enterprise plan; with {plan.name} credentials these calls answer 403.{' '}
            <Link to={landingSectionPath('pricing')}>See Enterprise pricing</Link>.
          </p>
        </Callout>
      )}
      <EndpointList endpoints={whiteLabelEndpoints()} plan={plan} />
    </>
  );
}
