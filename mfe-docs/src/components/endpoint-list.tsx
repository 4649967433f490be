import type { Plan } from '@northvault/contracts/plans';
import type { EndpointDoc } from '../content/endpoint';
import { EndpointReference } from './endpoint-reference';

export function EndpointList({ endpoints, plan }: { endpoints: readonly EndpointDoc[]; plan: Plan | null }) {
  return (
    <>
      {endpoints.map((endpoint) => (
        <EndpointReference key={endpoint.id} endpoint={endpoint} plan={plan} />
      ))}
    </>
  );
}
