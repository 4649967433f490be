import { Link } from 'react-router-dom';
import { landingSectionPath } from '@northvault/contracts/routes';
import { ACCOUNTING_PARTNER } from '@northvault/contracts/webhooks';

export function PrerequisitesSection() {
  return (
    <>
      <p>Before you write any code, make sure you have:</p>
      <ul>
        <li>
          <strong>A Northvault subscription.</strong> Starter, Business or Enterprise; see{' '}
          <Link to={landingSectionPath('pricing')}>plans and pricing</Link>. Your plan decides which endpoints and
          webhook events you can use.
        </li>
        <li>
          <strong>Your subscription password.</strong> After payment you are asked to continue to account setup, where
          you choose the password that the API’s sign-in call uses together with your subscription email.
        </li>
        <li>
          <strong>A server-side runtime.</strong> Any language that speaks HTTPS and JSON works. Our samples use curl
          and Node.js 18 or later, whose built-in <code>fetch</code> needs no extra package.
        </li>
        <li>
          <strong>A public HTTPS endpoint</strong> if you want webhooks, with a valid certificate.
        </li>
        <li>
          <strong>A {ACCOUNTING_PARTNER.name} organisation</strong> and an administrator who can approve the connection,
          if you want accounting sync.
        </li>
        <li>
          <strong>For a white-label platform (Enterprise):</strong> a domain or subdomain whose DNS you control, your
          logo and favicon as public HTTPS URLs, and your support email and phone number.
        </li>
      </ul>
    </>
  );
}
