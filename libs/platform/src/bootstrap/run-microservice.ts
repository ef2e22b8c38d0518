import type { DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import type { ZodType, output } from 'zod';
import { type BaseConfig, loadConfigOrExit } from '../config';
import { NestPinoLogger, createLogger } from '../logging';
import { RpcDomainErrorFilter } from '../nats';

export interface MicroserviceDefinition<S extends ZodType<BaseConfig>> {
  service: string;
  configSchema: S;
  module: (config: output<S>, logger: ReturnType<typeof createLogger>) => DynamicModule;
}

/**
 * Boots a NATS microservice: parses configuration (a bad variable stops the process, naming it),
 * joins the service's queue group so replicas share requests, and maps errors to `{code, message}`.
 */
export async function runMicroservice<S extends ZodType<BaseConfig>>(definition: MicroserviceDefinition<S>) {
  const config = loadConfigOrExit(definition.service, definition.configSchema);
  const logger = createLogger(definition.service, config.LOG_LEVEL);
  const app = await NestFactory.createMicroservice<MicroserviceOptions>(definition.module(config, logger), {
    transport: Transport.NATS,
    options: { servers: [config.NATS_URL], queue: definition.service },
    logger: new NestPinoLogger(logger),
  });
  app.useGlobalFilters(new RpcDomainErrorFilter(logger));
  app.enableShutdownHooks();
  await app.listen();
  logger.info({ nats: config.NATS_URL, db: config.MONGO_DB }, `${definition.service} listening on NATS`);
  return app;
}
