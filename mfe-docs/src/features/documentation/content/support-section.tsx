import { Link } from 'react-router-dom';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { ROUTES } from '@northvault/contracts/routes';
import { PLAN_SUPPORT, SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';
import { DataTable } from '../../../components/data-table';

export function SupportSection() {
  return (
    <>
      <p>
        Stuck on an integration, seeing an error you cannot explain, or planning a launch? Open a ticket on the{' '}
        <Link to={ROUTES.support}>support page</Link> or email us; Business and Enterprise plans can also call. We reply
        to every email within {MARKETING_CLAIMS.replyWithin}, and tickets by their priority:
      </p>
      <DataTable
        caption="First-response targets by ticket priority"
        columns={['Priority', 'First response within']}
        rows={Object.values(SUPPORT_RESPONSE_TARGETS).map((target) => ({
          key: target.priority,
          cells: [target.priority[0]!.toUpperCase() + target.priority.slice(1), target.label],
        }))}
      />
      <p>Your plan includes:</p>
      <ul>
        {PLAN_LIST.map((plan) => (
          <li key={plan.id}>
            <strong>{plan.name}:</strong> {PLAN_SUPPORT[plan.id].level}. {PLAN_SUPPORT[plan.id].channels}.{' '}
            {PLAN_SUPPORT[plan.id].hours}.
          </li>
        ))}
      </ul>
      <h3>Help us help you</h3>
      <ul>
        <li>
          Quote the <code>request_id</code> of the failing call (it is in every error body and in the{' '}
          <code>Request-Id</code> response header).
        </li>
        <li>Say whether it happened in the sandbox or in production, and when (with a time zone).</li>
        <li>Never send your password or a bearer token: we will never ask for them.</li>
      </ul>
    </>
  );
}
