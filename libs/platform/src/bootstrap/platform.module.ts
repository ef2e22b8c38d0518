import { type DynamicModule, Global, Module, type Provider } from '@nestjs/common';
import type { Logger } from 'pino';
import { APP_CONFIG, type BaseConfig } from '../config';
import { DATABASE_CONNECTION, DiskFileStore, FILE_STORE, GridFsFileStore, mongoConnectionProvider } from '../database';
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
        useFactory: (connection: Connection) =>
          options.config.FILE_STORE_DRIVER === 'disk' ? new DiskFileStore(options.config.FILE_STORE_DIR!) : new GridFsFileStore(connection),
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
