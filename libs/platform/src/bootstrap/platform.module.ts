import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type BaseConfig } from '../config';
import { DATABASE_CONNECTION, FILE_STORE, FileStore, mongoConnectionProvider } from '../database';
import type { Connection } from 'mongoose';
import { createHealthController } from '../health';
import { APP_LOGGER } from '../logging';

export interface PlatformOptions {
  service: string;
  healthSubject?: string;
  config: BaseConfig;
  logger: Logger;
  database: boolean;
}

/** Configuration, logger, database connection and health check: what every service needs. */
@Global()
@Module({})
export class PlatformModule {
  static forRoot(options: PlatformOptions): DynamicModule {
    const providers: Provider[] = [
      { provide: APP_CONFIG, useValue: options.config },
      { provide: APP_LOGGER, useValue: options.logger },
    ];
    if (options.database) {
      providers.push(mongoConnectionProvider(options.config), {
        provide: FILE_STORE,
        inject: [DATABASE_CONNECTION],
        useFactory: (connection: Connection) => new FileStore(connection),
      });
    }
    return {
      module: PlatformModule,
      providers,
      exports: providers.map((p) => (typeof p === 'function' ? p : p.provide)),
      controllers: options.healthSubject ? [createHealthController(options.service, options.healthSubject)] : [],
    };
  }
}
