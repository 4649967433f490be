import { Link } from 'react-router-dom';
import { MARKETING_CLAIMS } from '@northvault/contracts/business';
import { ROUTES } from '@northvault/contracts/routes';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';

export function IntroductionSection() {
  return (
    <>
      <p>
        Northvault is a white-label banking platform for businesses that want to offer accounts and payments under their
        own name. You integrate once with the Northvault REST API; we run the ledger, the banking connections and the
        compliance tooling behind it for {MARKETING_CLAIMS.clients} clients, processing{' '}
        {MARKETING_CLAIMS.monthlyTransactions} transactions a month with {MARKETING_CLAIMS.uptime} uptime.
      </p>
      <p>This guide takes you from a new subscription to a working integration:</p>
      <ul>
        <li>what you need before you start, and how to get your credentials;</li>
        <li>how to make your first authenticated call against the sandbox, then go live;</li>
        <li>how to keep credentials, webhooks and customer data safe;</li>
        <li>what your plan allows, and where to get help.</li>
      </ul>
      <p>
        The platform has four building blocks: the <strong>Banking API</strong> (accounts and transactions),{' '}
        <strong>{ACCOUNTING_PARTNER.name} accounting sync</strong>, <strong>webhooks</strong> for real-time events and,
        on Enterprise, the <strong>White-Label API</strong> that puts the whole customer experience under your brand.
        The <Link to={ROUTES.apiDocs}>API documentation</Link> describes every endpoint in detail.
      </p>
    </>
  );
}
