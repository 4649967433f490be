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
import { useOwnApiKey } from '../../../hooks/use-own-api-key';
import { ApiKeyHeaders } from '../../../components/api-key-headers';

/** Anchor of the white-label part of this section; the site footer links to it. */
export const WHITE_LABEL_ANCHOR = 'white-label';

/** Stands in for the sandbox's address in the examples until the site has said where it answers. */
const UNKNOWN_SANDBOX_URL = '<sandbox base URL>';
const [signIn, currentUser] = authEndpoints(null);

export function InstallationSection() {
  const sandboxBaseUrl = useSandboxBaseUrl() ?? UNKNOWN_SANDBOX_URL;
  const sandbox = { planId: null, baseUrl: sandboxBaseUrl };
  const own = useOwnApiKey();
  const planId = own?.planId ?? 'business';
  return (
    <>
      <p>
        There is nothing to install on your side: Northvault is a plain HTTPS API, so your existing HTTP client is the
        SDK. Setting up takes five steps.
      </p>

      <h3>1. Subscribe and create an API key</h3>
      <p>
        Choose a plan and pay. Then open <Link to={ROUTES.accountDevelopers}>Developers</Link> (in your account menu)
        and create a secret API key: give it a name, a scope (<code>read_only</code> for GET calls only, or{' '}
        <code>read_write</code>) and, if you like, an expiry date. The key is shown once; copy it then.
      </p>

      <h3>2. Store your key</h3>
      <p>
        Put it in an environment variable or your secret manager, never in source code. Start against the sandbox, which
        behaves like production with simulated money.
      </p>
      <CodeBlock
        code={envFile({ baseUrl: sandboxBaseUrl, planId })}
        label="environment variables"
        caption=".env"
        template={sampleTemplate(envFile, { baseUrl: sandboxBaseUrl, planId })}
      />

      <h3>3. Make your first call</h3>
      <p>
        Every call sends the key and the plan header <code>{PUBLIC_API.planHeader}</code>:
      </p>
      <ApiKeyHeaders own={own} planId={planId} />
      <p>
        Ask who you are: the answer shows your plan and the permissions your key carries. The samples read the key from{' '}
        <code>{SAMPLE_ENV.apiKey}</code> and the plan from <code>{SAMPLE_ENV.plan}</code>.
      </p>
      <EndpointRequestExample endpoint={currentUser!} audience={sandbox} />

      <h3>4. Or sign in with your password</h3>
      <p>
        The subscription password you can set on <Link to={ROUTES.accountSetup}>Account Setup</Link> still works:{' '}
        <code>POST /auth/login</code> answers a bearer token valid for{' '}
        {TIMINGS.sampleTokenExpirySeconds.toLocaleString('en-US')} seconds, sent the same way as a key. A key needs no
        sign-in and no refresh, and a teammate or a CI job never needs your password.
      </p>
      <EndpointRequestExample endpoint={signIn!} audience={sandbox} />

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
