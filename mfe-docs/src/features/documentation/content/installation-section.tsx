import { Link } from 'react-router-dom';
import { PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';
import { WHITE_LABEL_FONTS } from '@northvault/contracts/white-label';
import { EndpointRequestExample } from '../../../components/endpoint-request-example';
import { authEndpoints } from '../../../content/auth-endpoints';
import { SAMPLE_ENV } from '../../../utils/request-samples';
import { CodeBlock } from '../../../components/code-block';
import { sampleTemplate } from '../../../utils/sample-template';
import { envFile } from '../utils/env-file';
import { useSandboxBaseUrl } from '../../../hooks/use-sandbox-base-url';

/** Anchor of the white-label part of this section; the site footer links to it. */
export const WHITE_LABEL_ANCHOR = 'white-label';

/** Stands in for the sandbox's address in the examples until the site has said where it answers. */
const UNKNOWN_SANDBOX_URL = '<sandbox base URL>';
const [signIn, currentUser] = authEndpoints(null);

export function InstallationSection() {
  const sandboxBaseUrl = useSandboxBaseUrl() ?? UNKNOWN_SANDBOX_URL;
  const sandbox = { planId: null, baseUrl: sandboxBaseUrl };
  return (
    <>
      <p>
        There is nothing to install on your side: Northvault is a plain HTTPS API, so your existing HTTP client is the
        SDK. Setting up takes five steps.
      </p>

      <h3>1. Subscribe and set your password</h3>
      <p>
        Choose a plan and pay. On the confirmation page, continue to account setup and choose your subscription
        password. Your subscription email and this password are your API credentials.
      </p>

      <h3>2. Store your credentials</h3>
      <p>
        Put them in environment variables or your secret manager, never in source code. Start against the sandbox, which
        behaves like production with simulated money.
      </p>
      <CodeBlock
        code={envFile({ baseUrl: sandboxBaseUrl })}
        label="environment variables"
        caption=".env"
        template={sampleTemplate(envFile, { baseUrl: sandboxBaseUrl })}
      />

      <h3>3. Get a bearer token</h3>
      <p>
        Sign in with <code>POST /auth/login</code>. The token it returns is valid for{' '}
        {TIMINGS.sampleTokenExpirySeconds.toLocaleString('en-US')} seconds; store it as <code>{SAMPLE_ENV.token}</code>{' '}
        and request a new one when it expires.
      </p>
      <EndpointRequestExample endpoint={signIn!} audience={sandbox} />

      <h3>4. Make your first call</h3>
      <p>
        Every call sends the token and the plan header <code>{PUBLIC_API.planHeader}</code>. Ask who you are: the answer
        shows your plan and the permissions your token carries.
      </p>
      <EndpointRequestExample endpoint={currentUser!} audience={sandbox} />

      <h3>5. Go live</h3>
      <p>
        When your integration passes its tests, change the base URL to <code>{PUBLIC_API.baseUrl}</code>. Your
        credentials work in both environments, but data never crosses between them: accounts you opened in the sandbox
        do not exist in production.
      </p>

      <div id={WHITE_LABEL_ANCHOR}>
        <h3>White-label setup (Enterprise)</h3>
        <p>
          Enterprise plans can run the Northvault customer experience under their own brand. Set it up in the{' '}
          <Link to={ROUTES.whiteLabel}>white-label configurator</Link>:
        </p>
        <ol>
          <li>
            <strong>Branding:</strong> company name, logo and favicon URLs, and a font ({WHITE_LABEL_FONTS.join(', ')}).
          </li>
          <li>
            <strong>Colours:</strong> primary, secondary and accent colours and a background, from a preset or your own.
          </li>
          <li>
            <strong>Contact:</strong> the sender name of emails to your customers, your support email and phone.
          </li>
          <li>
            <strong>Save</strong> the configuration, then point a CNAME record for your domain at Northvault.
          </li>
          <li>
            <strong>Deploy.</strong> Once the configuration is saved, the domain is set and both assets are uploaded,
            the platform can go live; it then shows as Platform Active.
          </li>
        </ol>
        <p>
          You can automate the same steps with the <Link to={`${ROUTES.apiDocs}#white-label`}>White-Label API</Link>.
        </p>
      </div>
    </>
  );
}
