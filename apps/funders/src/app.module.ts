import { type DynamicModule, Module } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { type BaseConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';
import { RegistryModule } from './registry/registry.module';

/** The per-organization funder registry: global defaults copied on first access, CRUD, alias matching. */
@Module({})
export class AppModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ service: 'funders', healthSubject: Subjects.funders.health, config, logger, database: true }),
        RegistryModule,
      ],
    };
  }
}
