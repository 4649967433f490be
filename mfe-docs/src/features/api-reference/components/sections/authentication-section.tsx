import { PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { DataTable } from '../../../../components/data-table';
import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { ApiKeyHeaders } from '../../../../components/api-key-headers';
import { useOwnApiKey } from '../../../../hooks/use-own-api-key';
import { SAMPLE_ENV } from '../../../../utils/request-samples';
import { authEndpoints } from '../../../../content/auth-endpoints';
import { EndpointList } from '../../../../components/endpoint-list';

export function AuthenticationSection() {
  const own = useOwnApiKey();
  return (
    <>
      <p>
        Every call except sign-in carries two headers: a secret API key that says who is calling, and{' '}
        <code>{PUBLIC_API.planHeader}</code> that names the plan of its account (<code>starter</code>,{' '}
        <code>business</code> or <code>enterprise</code>). Create keys on{' '}
        <Link to={ROUTES.accountDevelopers}>Developers</Link>: each is <code>read_only</code> (GET calls only) or{' '}
        <code>read_write</code>, may expire, and can be rolled or revoked there.
      </p>
      <ApiKeyHeaders own={own} planId={own?.planId ?? 'business'} />
      <p>
        Keep the key on your server, in a secret store or environment variables; the samples read it from{' '}
        <code>{SAMPLE_ENV.apiKey}</code> and the plan from <code>{SAMPLE_ENV.plan}</code>. A revoked, expired or unknown
        key is answered 401 saying which, and a <code>read_only</code> key&apos;s write 403.
      </p>
      <p>
        Or sign in with the email of your subscription and the password you set during account setup: the bearer token
        of <code>POST /auth/login</code> is sent in place of the key and is valid for{' '}
        {TIMINGS.sampleTokenExpirySeconds.toLocaleString('en-US')} seconds.
      </p>

      <h3>Permissions</h3>
      <p>A key or token carries the permissions of its plan; each endpoint below names the one it needs.</p>
      <DataTable
        caption="Permissions by plan"
        columns={['Plan', 'Permissions']}
        rows={PLAN_LIST.map((plan) => ({
          key: plan.id,
          cells: [plan.name, plan.permissions.join(', ')],
        }))}
      />
      <EndpointList endpoints={authEndpoints(null)} plan={null} />
    </>
  );
}
