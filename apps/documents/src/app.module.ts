import { type DynamicModule, Module } from '@nestjs/common';
import { Subjects } from '@uw/contracts';
import { type BaseConfig, PlatformModule } from '@uw/platform';
import type { Logger } from 'pino';
import { BooksModule } from './books/books.module';

/** Owns Books and Documents: the one writer of both collections. */
@Module({})
export class AppModule {
  static register(config: BaseConfig, logger: Logger): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forRoot({ service: 'documents', healthSubject: Subjects.documents.health, config, logger, database: true }),
        BooksModule,
      ],
    };
  }
}
