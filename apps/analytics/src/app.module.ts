import { type DynamicModule, Module } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { type BaseConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';
import { AnalyticsModule } from './analytics/analytics.module';

/** Bank analytics, the statements view, CSV export, screening and underwriting edits. */
@Module({})
export class AppModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ service: 'analytics', healthSubject: Subjects.analytics.health, config, logger, database: true }),
        AnalyticsModule,
      ],
    };
  }
}
