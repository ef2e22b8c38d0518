import { type DynamicModule, Module } from '@nestjs/common';
import { type GatewayConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';
import { AnalyticsModule } from './analytics/analytics.module';
import { AuthModule } from './auth/auth.module';
import { BooksModule } from './books/books.module';
import { DocumentsModule } from './documents/documents.module';
import { FundersModule } from './funders/funders.module';
import { HealthHttpController } from './health/health.http.controller';
import { OpenApiDocumentHolder } from './openapi/openapi-document.holder';
import { OpenApiHttpController } from './openapi/openapi.http.controller';
import { RpcModule } from './rpc.module';

@Module({})
export class AppModule {
  static register(config: GatewayConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [PlatformModule.forRoot({ service: 'gateway', config, logger, database: true }), RpcModule, AuthModule, BooksModule, DocumentsModule, FundersModule, AnalyticsModule],
      controllers: [HealthHttpController, OpenApiHttpController],
      providers: [OpenApiDocumentHolder],
    };
  }
}
