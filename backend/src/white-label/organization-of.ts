import { Inject, Injectable } from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { readableId } from '../common/readable-id';
import { DATABASE, type DatabaseHandle } from '../database/database-handle';
import { organizations } from '../database/schema';

/** Every white-label query is scoped by the organisation the signed-in account owns. */
@Injectable()
export class OrganizationOf {
  constructor(@Inject(DATABASE) private readonly database: DatabaseHandle) {}

  /** One organisation per customer, created the first time they open the configurator. */
  async user(userId: string): Promise<string> {
    const { db } = this.database;
    await db
      .insert(organizations)
      .values({ id: readableId('ORG', 10), ownerUserId: userId })
      .onConflictDoNothing();
    const [organization] = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.ownerUserId, userId));
    return organization!.id;
  }
}
