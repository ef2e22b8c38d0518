import { type DynamicModule, Module } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { type BaseConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';

/** The exports service. Its features arrive with their issues; today it starts and answers health checks. */
@Module({})
export class AppModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ service: 'exports', healthSubject: Subjects.exports.health, config, logger, database: true }),
      ],
    };
  }
}
