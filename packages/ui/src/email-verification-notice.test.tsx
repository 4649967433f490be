import { render } from '@testing-library/react';
import type { CurrentUser } from '@northvault/contracts/api';
import { EmailVerificationNotice } from './email-verification-notice';

const user = (emailVerified: boolean): CurrentUser => ({
  id: 'u1',
  email: 'ada@example.com',
  google_user_data: { sub: 's1', email: 'ada@example.com', email_verified: emailVerified },
  subscription: null,
  billingAlert: null,
});

it('says why there is no plan when the provider has not verified the email', () => {
  const { container } = render(<EmailVerificationNotice user={user(false)} />);
  expect(container).toHaveTextContent('Verify your email address with your sign-in provider to use your plan.');
});

it.each([
  ['a verified account', user(true)],
  ['nobody signed in', null],
])('says nothing for %s', (_case, who) => {
  const { container } = render(<EmailVerificationNotice user={who} />);
  expect(container).toBeEmptyDOMElement();
});
