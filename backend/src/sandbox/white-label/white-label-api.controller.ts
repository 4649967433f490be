import { Body, Controller, Get, Header, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { SANDBOX_PATHS } from '@northvault/contracts/sandbox';
import { DeployWhiteLabelDto } from './deploy-white-label.dto';
import { Caller, type SandboxCaller, SignedInWithToken } from '../http/sandbox-caller.guard';
import { RequiresPermission } from '../../auth/public';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';
import {
  SandboxAnswer,
  SandboxErrors,
  WhiteLabelConfigAnswer,
  WhiteLabelDeploymentBody,
} from '../http/sandbox-responses';
import { WhiteLabelApi } from './white-label-api.service';

/** The White-Label API of the sandbox (docs/product/api.md#white-label): Enterprise only. */
@ApiTags('White Label')
@Controller(SANDBOX_PREFIX)
@SignedInWithToken()
@RequiresPermission('white_label:manage')
export class WhiteLabelApiController {
  constructor(private readonly whiteLabel: WhiteLabelApi) {}

  @Get(SANDBOX_PATHS.whiteLabelConfig.slice(1))
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Get the white-label configuration',
    description: 'Enterprise: the saved configuration and the version live on its domain.',
  })
  @SandboxAnswer(
    200,
    WhiteLabelConfigAnswer,
    'The saved configuration (null before the first save) and what is live.',
    {
      rateLimited: false,
    },
  )
  config(@Caller() caller: SandboxCaller): Promise<WhiteLabelConfigAnswer> {
    return this.whiteLabel.config(caller);
  }

  @Post(SANDBOX_PATHS.whiteLabelDeploy.slice(1))
  @HttpCode(HttpStatus.OK)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({
    summary: 'Deploy the white-label platform',
    description:
      'Enterprise: publishes the saved configuration as a new version, live on its verified domain at once. Deploying what is already live answers the live version.',
  })
  @SandboxAnswer(200, WhiteLabelDeploymentBody, 'The version now live.', { rateLimited: false })
  @SandboxErrors(404, 409, 422)
  deploy(@Caller() caller: SandboxCaller, @Body() body: DeployWhiteLabelDto): Promise<WhiteLabelDeploymentBody> {
    return this.whiteLabel.deploy(caller, body.config_id);
  }
}
