import { Controller, Get, Header, Injectable } from '@nestjs/common';
import { ApiExcludeController, type OpenAPIObject } from '@nestjs/swagger';
import { Public } from '../../auth/public';
import { SANDBOX_PREFIX } from '../http/sandbox-listener';

/**
 * The OpenAPI document of the sandbox, built on first request from the app's own routes and
 * DTOs (sandbox-openapi.ts): the app hands over how to build it once it is initialised.
 */
@Injectable()
export class SandboxOpenApi {
  private build: (() => OpenAPIObject) | null = null;
  private built: OpenAPIObject | null = null;

  describeWith(build: () => OpenAPIObject): void {
    this.build = build;
    this.built = null;
  }

  document(): OpenAPIObject {
    if (this.build === null) throw new Error('The sandbox OpenAPI document was never described');
    this.built ??= this.build();
    return this.built;
  }
}

/** `GET /v1/openapi.json` (docs/product/api.md#openapi-document). */
@ApiExcludeController()
@Controller(SANDBOX_PREFIX)
export class SandboxOpenApiController {
  constructor(private readonly openApi: SandboxOpenApi) {}

  @Get('openapi.json')
  @Public()
  @Header('Cache-Control', 'public, max-age=300')
  document(): OpenAPIObject {
    return this.openApi.document();
  }
}
