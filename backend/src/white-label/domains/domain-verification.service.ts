import {
  BadRequestException,
  ConflictException,
  Inject,
  Injectable,
  ServiceUnavailableException,
} from '@nestjs/common';
import { eq } from 'drizzle-orm';
import { WHITE_LABEL_MESSAGES } from '@northvault/contracts/white-label';
import {
  DOMAIN_MESSAGES,
  type DomainStatus,
  isDevelopmentDomain,
  verificationRecordName,
  verificationRecordValue,
} from '@northvault/contracts/white-label-domains';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DATABASE, type DatabaseHandle } from '../../database/database-handle';
import { whiteLabelConfigs } from '../../database/schema';
import { recordAudit } from '../audit/white-label-audit';
import { OrganizationOf } from '../organization-of';
import { domainClaim, markVerified, toDomainStatus, verifiedByAnother } from './domain-claims';
import { DnsResolver } from './dns-resolver';

/** Proves the draft's domain: `Verify domain` looks up `_northvault-verify.<domain>` through DnsResolver. */
@Injectable()
export class DomainVerification {
  constructor(
    @Inject(DATABASE) private readonly database: DatabaseHandle,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly organizationOf: OrganizationOf,
    private readonly dns: DnsResolver,
  ) {}

  /** The draft domain's claim as the configurator shows it; `null` while the draft has no domain. */
  async status(organizationId: string, domain: string): Promise<DomainStatus | null> {
    if (domain === '') return null;
    const status = toDomainStatus(await domainClaim(this.database.db, organizationId, domain));
    // A development claim means nothing where *.localhost names are not served.
    return status.method === 'development' && !this.config.whiteLabel.developmentDomains
      ? { ...status, verified: false, method: null }
      : status;
  }

  async verify(userId: string): Promise<DomainStatus> {
    const organizationId = await this.organizationOf.user(userId);
    const [draft] = await this.database.db
      .select({ domain: whiteLabelConfigs.domain })
      .from(whiteLabelConfigs)
      .where(eq(whiteLabelConfigs.organizationId, organizationId));
    const domain = draft?.domain ?? '';
    if (domain === '') throw new BadRequestException(DOMAIN_MESSAGES.noDomain);
    const current = await this.status(organizationId, domain);
    if (current?.verified) return current;
    if (await verifiedByAnother(this.database.db, organizationId, domain)) {
      throw new ConflictException(WHITE_LABEL_MESSAGES.domainTaken);
    }

    const development = isDevelopmentDomain(domain);
    if (development && !this.config.whiteLabel.developmentDomains) {
      throw new BadRequestException(DOMAIN_MESSAGES.developmentOnly);
    }
    const claim = await domainClaim(this.database.db, organizationId, domain);
    if (!development) await this.checkRecord(domain, verificationRecordValue(claim.token));

    return this.database.transaction(async (tx) => {
      const row = await markVerified(tx, organizationId, domain, development ? 'development' : 'dns');
      await recordAudit(tx, {
        organizationId,
        accountId: userId,
        action: 'domain-verification',
        summary: development ? `Set up ${domain} for development` : `Verified ${domain} by its DNS TXT record`,
        details: { domain, method: row.method },
      });
      return toDomainStatus(row);
    });
  }

  private async checkRecord(domain: string, expected: string): Promise<void> {
    const name = verificationRecordName(domain);
    let records: string[] | null;
    try {
      records = await this.dns.txt(name);
    } catch {
      throw new ServiceUnavailableException(DOMAIN_MESSAGES.lookupFailed(name));
    }
    if (records === null || records.length === 0) throw new BadRequestException(DOMAIN_MESSAGES.noRecord(name));
    if (!records.some((record) => record.trim() === expected)) {
      throw new BadRequestException(DOMAIN_MESSAGES.wrongToken(name));
    }
  }
}
