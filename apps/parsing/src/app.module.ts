import { type DynamicModule, Module } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { type BaseConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';

/** The parsing service. Its features arrive with their issues; today it starts and answers health checks. */
@Module({})
export class AppModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ service: 'parsing', healthSubject: Subjects.parsing.health, config, logger, database: true }),
      ],
    };
  }
}
