import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ALL_ROUTES, buildOpenApiDocument } from '@uw/contracts';
import { type GatewayConfig, NestPinoLogger } from '@uw/platform';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { toErrorResponse } from './http/error-response';
import { HttpErrorFilter } from './http/http-exception.filter';

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP gateway: Fastify, the API prefix, the error shape, docs, and the NATS event listener. */
export async function createGatewayApp(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, logger), adapter, {
    logger: new NestPinoLogger(logger),
  });
  app.setGlobalPrefix(config.API_PREFIX);
  app.useGlobalFilters(new HttpErrorFilter(logger));
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  // JSON is the only body the API takes outside multipart uploads: anything else is a clear 415.
  fastify.removeContentTypeParser(['text/plain']);
  fastify.setErrorHandler((error, _request, reply) => {
    const { status, body, unexpected } = toErrorResponse(error);
    if (unexpected) logger.error({ err: error }, 'unhandled error before routing');
    void reply.status(status).send(body);
  });

  await app.register(fastifySwagger as never, {
    mode: 'static',
    specification: { document: buildOpenApiDocument({ prefix: config.API_PREFIX, version: '0.1.0', routes: ALL_ROUTES }) },
  });
  await app.register(fastifySwaggerUi as never, { routePrefix: `${config.API_PREFIX}/docs` });

  // Broadcast events (token revocation) reach every gateway replica: no queue group here.
  app.connectMicroservice<MicroserviceOptions>({ transport: Transport.NATS, options: { servers: [config.NATS_URL] } });
  await app.startAllMicroservices();
  return app;
}
