import { Link } from 'react-router-dom';
import { ROUTES } from '@northvault/contracts/routes';
import { Callout } from '../../../../components/callout';
import { whiteLabelEndpoints } from '../../../../content/white-label-endpoints';
import { EndpointList } from '../../../../components/endpoint-list';

export function WhiteLabelSection() {
  return (
    <>
      <Callout title="Enterprise only">
        <p>
          The White-Label API needs an Enterprise plan and a token whose plan grants the white_label:manage permission.
        </p>
      </Callout>
      <p>
        A white-label platform is the Northvault customer experience under your name: your domain, logo, favicon,
        colours, font and support contacts. Design it in the{' '}
        <Link to={ROUTES.whiteLabel}>white-label configurator</Link>, then read and deploy it through the API, for
        example from your release pipeline.
      </p>
      <p>A deployment goes through four steps, in order:</p>
      <ol>
        <li>Configuration saved: the configuration has an id.</li>
        <li>Domain set up: a domain is set and proved yours by the TXT record the configurator shows.</li>
        <li>Assets uploaded: both a logo and a favicon are set.</li>
        <li>
          Platform deployed: <code>is_active</code> becomes true and <code>white_label.deployed</code> fires.
        </li>
      </ol>
      <EndpointList endpoints={whiteLabelEndpoints()} plan={null} />
    </>
  );
}
