import { Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@northvault/contracts/api';
import type { Role } from '@northvault/contracts/permissions';
import type { Database } from '../database/database-handle';
import { users } from '../database/schema';
import type { IdentityClaims } from './oidc-client';
import type { SignedInUser, UserRow } from './signed-in-user';

@Injectable()
export class UsersService {
  /**
   * One account per subject at an issuer. Its profile (email, whether it is verified, names,
   * picture) follows what the provider says at each sign-in; a plan never moves with it.
   */
  async upsertFromClaims(db: Database, issuer: string, claims: IdentityClaims): Promise<UserRow> {
    const profile = {
      email: claims.email.toLowerCase(),
      emailVerified: claims.email_verified,
      name: claims.name ?? null,
      givenName: claims.given_name ?? null,
      picture: claims.picture ?? null,
    };
    const [user] = await db
      .insert(users)
      .values({ issuer, subject: claims.sub, ...profile })
      .onConflictDoUpdate({ target: [users.issuer, users.subject], set: { ...profile, updatedAt: sql`now()` } })
      .returning();
    return user!;
  }

  /** The body of GET /api/users/me. */
  toCurrentUser(user: SignedInUser, roles: Role[]): CurrentUser {
    return {
      id: user.id,
      email: user.email,
      google_user_data: {
        sub: user.subject,
        email: user.email,
        email_verified: user.emailVerified,
        ...(user.name !== null && { name: user.name }),
        ...(user.givenName !== null && { given_name: user.givenName }),
        ...(user.picture !== null && { picture: user.picture }),
      },
      subscription: user.subscription,
      billingAlert: user.billingAlert,
      roles,
    };
  }
}
