/**
 * Who may use a domain. Every organisation that names a domain gets its own token for it; the
 * first to prove it (the TXT record, or in development a `*.localhost` name) owns it, and the
 * database lets no second organisation verify it.
 */
import { randomBytes } from 'node:crypto';
import { ConflictException } from '@nestjs/common';
import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import {
  type DomainStatus,
  isDevelopmentDomain,
  verificationRecordName,
  verificationRecordValue,
} from '@northvault/contracts/white-label-domains';
import type { Database, Transaction } from '../../database/database-handle';
import { whiteLabelDomains } from '../../database/schema';
import { isUniqueViolation } from '../../database/unique-violation';

const VERIFIED_UNIQUE = 'white_label_domains_verified_unique';

type Db = Database | Transaction;
type DomainRow = typeof whiteLabelDomains.$inferSelect;

export function toDomainStatus(row: DomainRow): DomainStatus {
  return {
    domain: row.domain,
    verified: row.verifiedAt !== null,
    method: row.method,
    recordName: verificationRecordName(row.domain),
    recordValue: verificationRecordValue(row.token),
  };
}

/** The organisation's claim on a domain, made (with a fresh token) the first time it names it. */
export async function domainClaim(db: Db, organizationId: string, domain: string): Promise<DomainRow> {
  await db
    .insert(whiteLabelDomains)
    .values({ organizationId, domain, token: randomBytes(16).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db
    .select()
    .from(whiteLabelDomains)
    .where(and(eq(whiteLabelDomains.organizationId, organizationId), eq(whiteLabelDomains.domain, domain)));
  return row!;
}

/** Whether another organisation has verified the domain: then nobody else may use it. */
export async function verifiedByAnother(db: Db, organizationId: string, domain: string): Promise<boolean> {
  const [row] = await db
    .select({ organizationId: whiteLabelDomains.organizationId })
    .from(whiteLabelDomains)
    .where(
      and(
        eq(whiteLabelDomains.domain, domain),
        isNotNull(whiteLabelDomains.verifiedAt),
        ne(whiteLabelDomains.organizationId, organizationId),
      ),
    );
  return row !== undefined;
}

/** Marks the claim verified; 409 when another organisation got there first, even a moment ago. */
export async function markVerified(
  db: Db,
  organizationId: string,
  domain: string,
  method: NonNullable<DomainRow['method']>,
): Promise<DomainRow> {
  try {
    const [row] = await db
      .update(whiteLabelDomains)
      .set({ verifiedAt: new Date(), method })
      .where(and(eq(whiteLabelDomains.organizationId, organizationId), eq(whiteLabelDomains.domain, domain)))
      .returning();
    return row!;
  } catch (error) {
    if (isUniqueViolation(error, VERIFIED_UNIQUE)) throw new ConflictException(WHITE_LABEL_MESSAGES.domainTaken);
    throw error;
  }
}

/**
 * What saving a draft with `domain` means for its claim: 409 when another organisation owns it;
 * in development a `*.localhost` name is the saver's at once, unless someone took it first.
 */
export async function claimOnSave(
  db: Db,
  organizationId: string,
  domain: string,
  developmentDomains: boolean,
): Promise<void> {
  if (domain === '') return;
  if (await verifiedByAnother(db, organizationId, domain)) {
    throw new ConflictException(WHITE_LABEL_MESSAGES.domainTaken);
  }
  const claim = await domainClaim(db, organizationId, domain);
  if (developmentDomains && isDevelopmentDomain(domain) && claim.verifiedAt === null) {
    await markVerified(db, organizationId, domain, 'development');
  }
}

/** True when the organisation has verified the domain (a development claim only counts in development). */
export async function ownsDomain(
  db: Db,
  organizationId: string,
  domain: string,
  developmentDomains: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ verifiedAt: whiteLabelDomains.verifiedAt, method: whiteLabelDomains.method })
    .from(whiteLabelDomains)
    .where(and(eq(whiteLabelDomains.organizationId, organizationId), eq(whiteLabelDomains.domain, domain)));
  if (!row || row.verifiedAt === null) return false;
  return row.method === 'dns' || developmentDomains;
}
