import { Body, Controller, Get, Header, HttpCode, Post } from '@nestjs/common';
import type {
  DeployWhiteLabelResponse,
  SaveWhiteLabelConfigResponse,
  WhiteLabelConfigResponse,
  WhiteLabelDeploymentsResponse,
} from '@northvault/contracts/api';
import { Authenticated, SessionUser } from '../auth/session.guard';
import type { SignedInUser } from '../auth/signed-in-user';
import { DeployWhiteLabelDto } from './deploy-white-label.dto';
import { EnterpriseGuard } from './enterprise.guard';
import { SaveWhiteLabelConfigDto } from './save-white-label-config.dto';
import { WhiteLabelService } from './white-label.service';

/** The white-label API (SPEC section 7): signed-in Enterprise subscribers, their own organisation only. */
@Controller('white-label')
@Authenticated(EnterpriseGuard)
export class WhiteLabelController {
  constructor(private readonly whiteLabel: WhiteLabelService) {}

  @Get('config')
  @Header('Cache-Control', 'no-store')
  async config(@SessionUser() user: SignedInUser): Promise<WhiteLabelConfigResponse> {
    return { config: await this.whiteLabel.config(user.id) };
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
    return { success: true, deployment: await this.whiteLabel.deploy(user.id, body.configId) };
  }

  @Get('deployments')
  @Header('Cache-Control', 'no-store')
  async deployments(@SessionUser() user: SignedInUser): Promise<WhiteLabelDeploymentsResponse> {
    return { deployments: await this.whiteLabel.deployments(user.id) };
  }
}
