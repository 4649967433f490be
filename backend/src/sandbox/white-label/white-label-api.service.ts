/**
 * The White-Label API of the sandbox: the organisation's saved configuration, and publishing it
 * through the very service the configurator's Deploy uses, with all its gates (deploy steps,
 * verified domain, contrast, assets). Enterprise only (white_label:manage, which its routes declare); the organisation is
 * always the caller's own.
 */
import { BadRequestException, ConflictException, HttpStatus, Injectable, NotFoundException } from '@nestjs/common';
import type { WhiteLabelVersion } from '@northvault/contracts/api';
import type { WhiteLabelConfig } from '@northvault/contracts/white-label';
import { RequestValidationException } from '../../http/request-validation.exception';
import { WhiteLabelService, WhiteLabelPublishing, deploymentBody } from '../../white-label/public';
import type { SandboxCaller } from '../http/sandbox-caller.guard';
import { SandboxException } from '../http/sandbox-error';
import type {
  WhiteLabelConfigAnswer,
  WhiteLabelConfigBody,
  WhiteLabelDeploymentBody,
  WhiteLabelVersionBody,
} from '../http/sandbox-responses';
import { isoSeconds } from '../../common/iso-seconds';

/** `logoUrl` → `logo_url`: the configurator's field names as the documented API spells them. */
export function snakeCase(field: string): string {
  return field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

function toConfigBody(config: WhiteLabelConfig & { id: string }): WhiteLabelConfigBody {
  return {
    id: config.id,
    organization_id: config.organizationId,
    company_name: config.companyName,
    domain: config.domain,
    logo_url: config.logoUrl,
    favicon_url: config.faviconUrl,
    primary_color: config.primaryColor,
    secondary_color: config.secondaryColor,
    accent_color: config.accentColor,
    background_gradient: config.backgroundGradient,
    font_family: config.fontFamily,
    email_from_name: config.emailFromName,
    contact_email: config.contactEmail,
    contact_phone: config.contactPhone,
    is_active: config.isActive,
  };
}

function toVersionBody(version: WhiteLabelVersion): WhiteLabelVersionBody {
  return {
    id: version.id,
    number: version.number,
    domain: version.brand.domain,
    published_at: isoSeconds(new Date(version.publishedAt)),
  };
}

/**
 * The publishing service's refusals in the documented API's codes: a configuration that is not
 * ready (steps, domain, contrast, assets) is 422 `configuration_incomplete` with the
 * configurator's own sentence; another organisation's domain is 409 `domain_taken`.
 */
function sandboxRefusal(error: unknown): unknown {
  if (error instanceof NotFoundException) {
    return new SandboxException(HttpStatus.NOT_FOUND, 'not_found', error.message, 'config_id');
  }
  if (error instanceof ConflictException) {
    return new SandboxException(HttpStatus.CONFLICT, 'domain_taken', error.message, 'domain');
  }
  if (error instanceof BadRequestException) {
    const field = error instanceof RequestValidationException ? Object.keys(error.fields ?? {})[0] : undefined;
    return new SandboxException(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'configuration_incomplete',
      error.message,
      field && snakeCase(field),
    );
  }
  return error;
}

@Injectable()
export class WhiteLabelApi {
  constructor(
    private readonly whiteLabel: WhiteLabelService,
    private readonly publishing: WhiteLabelPublishing,
  ) {}

  async config(caller: SandboxCaller): Promise<WhiteLabelConfigAnswer> {
    const { config, live, upToDate } = await this.whiteLabel.config(caller.userId);
    return {
      config: config?.id ? toConfigBody({ ...config, id: config.id }) : null,
      live_version: live ? toVersionBody(live) : null,
      up_to_date: upToDate,
    };
  }

  async deploy(caller: SandboxCaller, configId: string): Promise<WhiteLabelDeploymentBody> {
    const version = await this.publishing.deploy(caller, configId).catch((error: unknown) => {
      throw sandboxRefusal(error);
    });
    return deploymentBody(
      { ...version, domain: version.brand.domain, publishedAt: new Date(version.publishedAt) },
      configId,
    );
  }
}
