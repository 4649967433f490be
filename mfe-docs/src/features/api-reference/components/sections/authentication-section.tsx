import { PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { PLAN_LIST } from '@northvault/contracts/plans';
import { DataTable } from '../../../../components/data-table';
import { CodeBlock } from '../../../../components/code-block';
import { authEndpoints } from '../../../../content/auth-endpoints';
import { EndpointList } from '../../../../components/endpoint-list';

export function AuthenticationSection() {
  return (
    <>
      <p>
        Every call except sign-in carries two headers: a bearer token that says who is calling, and{' '}
        <code>{PUBLIC_API.planHeader}</code> that names the plan the token was issued under (<code>starter</code>,{' '}
        <code>business</code> or <code>enterprise</code>). A token is valid for{' '}
        {TIMINGS.sampleTokenExpirySeconds.toLocaleString('en-US')} seconds.
      </p>
      <CodeBlock
        code={`Authorization: Bearer <access_token>\n${PUBLIC_API.planHeader}: business`}
        label="authentication headers"
        caption="Request headers"
      />
      <p>
        You sign in with the email of your subscription and the password you set during account setup, right after
        payment. Keep both on your server, in a secret store or environment variables; the samples read the token from{' '}
        <code>NORTHVAULT_TOKEN</code> and the plan from <code>NORTHVAULT_PLAN</code>.
      </p>

      <h3>Permissions</h3>
      <p>A token carries the permissions of its plan; each endpoint below names the one it needs.</p>
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
