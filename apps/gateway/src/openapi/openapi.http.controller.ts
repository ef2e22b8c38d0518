import { Controller, Get, Inject } from '@nestjs/common';
import { ALL_ROUTES, buildOpenApiDocument } from '@uw/contracts';
import { APP_CONFIG, type GatewayConfig } from '@uw/platform';
import { Access } from '../auth/access.decorator';

@Controller()
export class OpenApiHttpController {
  private readonly document: ReturnType<typeof buildOpenApiDocument>;

  constructor(@Inject(APP_CONFIG) config: GatewayConfig) {
    this.document = buildOpenApiDocument({ prefix: config.API_PREFIX, version: '0.1.0', routes: ALL_ROUTES });
  }

  @Get('openapi.json')
  @Access('public')
  openapi() {
    return this.document;
  }
}
