import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import type {
  DeployWhiteLabelResponse,
  SaveWhiteLabelConfigResponse,
  VerifyDomainResponse,
  WhiteLabelAuditResponse,
  WhiteLabelConfigResponse,
  WhiteLabelDeactivateResponse,
  WhiteLabelRollbackResponse,
  WhiteLabelVersionsResponse,
} from '@northvault/contracts/api';
import { RequiresPermission, SessionUser, type SignedInUser } from '../auth/public';
import { WhiteLabelAudit } from './audit/white-label-audit';
import { DeployWhiteLabelDto } from './deploy-white-label.dto';
import { DomainVerification } from './domains/domain-verification.service';
import { SaveWhiteLabelConfigDto } from './save-white-label-config.dto';
import { WhiteLabelService } from './white-label.service';
import { WHITE_LABEL_VERSION_ID, WhiteLabelPublishing } from './versions/white-label-publishing';
import { WhiteLabelVersions } from './versions/white-label-versions';

/** The white-label API: accounts whose plan grants white_label:manage, their own organisation only. */
@Controller('white-label')
@RequiresPermission('white_label:manage')
export class WhiteLabelController {
  constructor(
    private readonly whiteLabel: WhiteLabelService,
    private readonly publishing: WhiteLabelPublishing,
    private readonly versionList: WhiteLabelVersions,
    private readonly domains: DomainVerification,
    private readonly audit: WhiteLabelAudit,
  ) {}

  @Get('config')
  @Header('Cache-Control', 'no-store')
  config(@SessionUser() user: SignedInUser): Promise<WhiteLabelConfigResponse> {
    return this.whiteLabel.config(user.id);
  }

  @Post('config')
  @HttpCode(200)
  save(
    @SessionUser() user: SignedInUser,
    @Body() body: SaveWhiteLabelConfigDto,
  ): Promise<SaveWhiteLabelConfigResponse> {
    return this.whiteLabel.save(user.id, body);
  }

  @Post('deploy')
  @HttpCode(200)
  async deploy(
    @SessionUser() user: SignedInUser,
    @Body() body: DeployWhiteLabelDto,
  ): Promise<DeployWhiteLabelResponse> {
    // The permission guard has checked the plan: the account has one.
    const publisher = { userId: user.id, planId: user.subscription!.planId };
    return { success: true, version: await this.publishing.deploy(publisher, body.configId) };
  }

  @Get('versions')
  @Header('Cache-Control', 'no-store')
  async versions(@SessionUser() user: SignedInUser): Promise<WhiteLabelVersionsResponse> {
    return { versions: await this.versionList.list(user.id) };
  }

  @Post('versions/:id/rollback')
  @HttpCode(200)
  async rollback(
    @SessionUser() user: SignedInUser,
    @Param('id', WHITE_LABEL_VERSION_ID) id: string,
  ): Promise<WhiteLabelRollbackResponse> {
    return { success: true, version: await this.publishing.rollback(user.id, id) };
  }

  @Post('deactivate')
  @HttpCode(200)
  async deactivate(@SessionUser() user: SignedInUser): Promise<WhiteLabelDeactivateResponse> {
    await this.publishing.deactivate(user.id);
    return { success: true };
  }

  @Post('domain/verify')
  @HttpCode(200)
  async verifyDomain(@SessionUser() user: SignedInUser): Promise<VerifyDomainResponse> {
    return { success: true, domain: await this.domains.verify(user.id) };
  }

  @Get('audit')
  @Header('Cache-Control', 'no-store')
  async auditLog(@SessionUser() user: SignedInUser): Promise<WhiteLabelAuditResponse> {
    return { entries: await this.audit.entries(user.id) };
  }
}
