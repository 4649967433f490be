import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/public';
import { WebhookDeliveryModule } from '../webhooks/public';
import { BrandAssets } from './assets/brand-assets';
import { WhiteLabelAudit } from './audit/white-label-audit';
import { DnsResolver } from './domains/dns-resolver';
import { DomainVerification } from './domains/domain-verification.service';
import { OrganizationOf } from './organization-of';
import { TenantBrandController } from './tenant-brand.controller';
import { TenantBrands } from './tenant-brands';
import { WhiteLabelController } from './white-label.controller';
import { WhiteLabelService } from './white-label.service';
import { WhiteLabelPublishing } from './versions/white-label-publishing';
import { WhiteLabelVersions } from './versions/white-label-versions';

/** The Enterprise white-label platform: draft, versions, verified domains, audit log, and the brand each host serves. */
@Module({
  // Publishing raises white_label.deployed to the publisher's sandbox webhook endpoints.
  imports: [AuthModule, WebhookDeliveryModule],
  controllers: [WhiteLabelController, TenantBrandController],
  providers: [
    WhiteLabelService,
    WhiteLabelPublishing,
    WhiteLabelVersions,
    WhiteLabelAudit,
    DomainVerification,
    DnsResolver,
    BrandAssets,
    OrganizationOf,
    TenantBrands,
  ],
  // The sandbox's White-Label API reads and publishes through the same services; the account setup
  // page and the sandbox's login name the organisation a subscriber owns.
  exports: [WhiteLabelService, WhiteLabelPublishing, OrganizationOf],
})
export class WhiteLabelModule {}
