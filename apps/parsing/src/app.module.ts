import { type DynamicModule, Module } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { type BaseConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';
import { ParseJobsModule } from './jobs/parse-jobs.module';

/** Parsing workers: take parse jobs from the durable JetStream queue and report outcomes to documents. */
@Module({})
export class AppModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ service: 'parsing', healthSubject: Subjects.parsing.health, config, logger, database: true }),
        ParseJobsModule,
      ],
    };
  }
}
