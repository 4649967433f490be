import { listAccountsSample, loginSample } from './first-call-samples';

const values = {
  baseUrl: 'http://localhost:3001/v1',
  email: "o'brien@example.com",
  organization: 'ORG-ABC',
  planId: 'business' as const,
};

it('fills the login call with the base URL, email and organisation, leaving the password out', () => {
  expect(loginSample(values)).toBe(
    [
      "curl -X POST 'http://localhost:3001/v1/auth/login' \\",
      "  -H 'Content-Type: application/json' \\",
      `  -d '{"email":"o'\\''brien@example.com","password":"YOUR_SUBSCRIPTION_PASSWORD","organization":"ORG-ABC"}'`,
    ].join('\n'),
  );
});

it('passes the token from the login to the accounts call with the plan header', () => {
  expect(listAccountsSample(values)).toBe(
    [
      "ACCESS_TOKEN=$(curl -s -X POST 'http://localhost:3001/v1/auth/login' \\",
      "    -H 'Content-Type: application/json' \\",
      `    -d '{"email":"o'\\''brien@example.com","password":"YOUR_SUBSCRIPTION_PASSWORD","organization":"ORG-ABC"}' \\`,
      `  | sed -E 's/.*"access_token":"([^"]+)".*/\\1/')`,
      "curl 'http://localhost:3001/v1/banking/accounts' \\",
      '  -H "Authorization: Bearer $ACCESS_TOKEN" \\',
      "  -H 'X-Plan-Type: business'",
    ].join('\n'),
  );
});
