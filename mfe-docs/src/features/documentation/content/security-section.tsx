import { Link } from 'react-router-dom';
import { IDEMPOTENCY_KEY_HEADER } from '@northvault/contracts/api';
import { LEGAL_TERMS, PUBLIC_API, TIMINGS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';
import { SUPPORT_RESPONSE_TARGETS } from '@northvault/contracts/support';

export function SecuritySection() {
  return (
    <>
      <p>
        You hold credentials that can move money. Treat them, and the data they unlock, with the same care as the keys
        to your own bank account.
      </p>

      <h3>Credentials and tokens</h3>
      <ul>
        <li>
          Call the API from your servers only. Your API keys, your subscription password and bearer tokens must never
          reach a browser, a mobile app or a log file.
        </li>
        <li>
          Give each integration its own key on <Link to={ROUTES.accountDevelopers}>Developers</Link>, make it{' '}
          <code>read_only</code> when it only reads, and roll it rather than keeping one for years. Tokens from the
          password login expire {TIMINGS.sampleTokenExpirySeconds.toLocaleString('en-US')} seconds after they are
          issued.
        </li>
        <li>
          If you suspect a leak, revoke the key on Developers (or change your subscription password) at once and open a
          security ticket.
        </li>
        <li>
          Send the plan header <code>{PUBLIC_API.planHeader}</code> of your account. Keys and tokens carry the
          permissions of their plan only, listed in your plan&apos;s API documentation, so they can never do more than
          your plan allows.
        </li>
      </ul>

      <h3>Transport</h3>
      <p>
        The API answers over HTTPS only, with TLS 1.2 or later; plain HTTP requests are refused, not redirected. Webhook
        endpoints must use HTTPS with a valid certificate too.
      </p>

      <h3>Webhooks</h3>
      <p>
        Anyone can send a request to your webhook URL. Verify the HMAC-SHA256 signature of every delivery with your
        endpoint secret and refuse stale timestamps before you act on it; see{' '}
        <Link to={`${ROUTES.apiDocs}#webhooks`}>verifying webhook signatures</Link> for a ready-made Node.js sample.
      </p>

      <h3>Safe retries</h3>
      <p>
        Networks fail mid-request. Send an <code>{IDEMPOTENCY_KEY_HEADER}</code> header with every{' '}
        <code>POST /banking/transactions</code>: if you retry with the same key, you get the original result and the
        money moves once.
      </p>

      <h3>Data protection</h3>
      <p>
        Records of accounts and transactions are kept for {LEGAL_TERMS.accountRetentionYears} years and identity checks
        for {LEGAL_TERMS.identityCheckRetentionYears} years, as financial regulation requires; other data is deleted{' '}
        {LEGAL_TERMS.deletionDaysAfterTermination} days after your subscription ends. The{' '}
        <Link to={ROUTES.privacy}>privacy policy</Link> has the details.
      </p>

      <h3>Reporting a vulnerability</h3>
      <p>
        Open a ticket in the <strong>security</strong> category on the <Link to={ROUTES.support}>support page</Link>.
        Mark it urgent if customer money or data is at risk: urgent tickets get a first response within{' '}
        {SUPPORT_RESPONSE_TARGETS.urgent.label}.
      </p>
    </>
  );
}
