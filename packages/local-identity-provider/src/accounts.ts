/**
 * Whoever signs in gets an account for the email they typed. The subject is derived from the
 * email, so the same person keeps the same `sub` across restarts of the provider.
 */
import { createHash } from 'node:crypto';

export interface LocalAccount {
  sub: string;
  email: string;
  name: string;
  /** Asserted as `email_verified`; true unless the sign-in page's box was unticked. */
  emailVerified: boolean;
}

/** A type alias, not an interface: oidc-provider wants claims indexable by any string. */
export type AccountClaims = {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
  given_name: string;
  picture: string;
};

export function subjectFor(email: string): string {
  return `local_${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24)}`;
}

export class AccountStore {
  private readonly accounts = new Map<string, LocalAccount>();

  constructor(private readonly issuer: string) {}

  signIn(email: string, name: string, emailVerified = true): LocalAccount {
    const account = {
      sub: subjectFor(email),
      email: email.trim().toLowerCase(),
      name: name.trim().replace(/\s+/g, ' '),
      emailVerified,
    };
    this.accounts.set(account.sub, account);
    return account;
  }

  find(sub: string): LocalAccount | undefined {
    return this.accounts.get(sub);
  }

  claimsOf(account: LocalAccount): AccountClaims {
    return {
      sub: account.sub,
      email: account.email,
      email_verified: account.emailVerified,
      name: account.name,
      given_name: account.name.split(' ')[0] ?? account.name,
      picture: `${this.issuer}/avatars/${account.sub}.svg`,
    };
  }
}
