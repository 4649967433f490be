import { Inject, Injectable } from '@nestjs/common';
import { sql } from 'drizzle-orm';
import type { CurrentUser } from '@northvault/contracts/api';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { users } from '../database/schema';
import type { SignedInUser, UserRow } from './signed-in-user';
import type { IdentityClaims } from './oidc-client';

@Injectable()
export class UsersService {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** One user per subject at an issuer; the profile follows what the provider says at each sign-in. */
  async upsertFromClaims(issuer: string, claims: IdentityClaims): Promise<UserRow> {
    const profile = {
      email: claims.email,
      name: claims.name ?? null,
      givenName: claims.given_name ?? null,
      picture: claims.picture ?? null,
    };
    const [user] = await this.database.db
      .insert(users)
      .values({ issuer, subject: claims.sub, ...profile })
      .onConflictDoUpdate({ target: [users.issuer, users.subject], set: { ...profile, updatedAt: sql`now()` } })
      .returning();
    return user!;
  }

  /** The body of GET /api/users/me (SPEC section 3): the subscription is the one bought with this email. */
  toCurrentUser(user: SignedInUser): CurrentUser {
    return {
      id: user.id,
      email: user.email,
      google_user_data: {
        sub: user.subject,
        email: user.email,
        ...(user.name !== null && { name: user.name }),
        ...(user.givenName !== null && { given_name: user.givenName }),
        ...(user.picture !== null && { picture: user.picture }),
      },
      subscription: user.subscription,
    };
  }
}
