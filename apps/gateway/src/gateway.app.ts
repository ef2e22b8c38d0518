import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { NestFactory } from '@nestjs/core';
import { type MicroserviceOptions, Transport } from '@nestjs/microservices';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { type GatewayConfig, NestPinoLogger } from '@uw/platform';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { toErrorResponse } from './http/error-response';
import { HttpErrorFilter } from './http/http-exception.filter';
import { OpenApiDocumentHolder } from './openapi/openapi-document.holder';

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;

/** Builds the HTTP gateway: Fastify, the API prefix, the error shape, docs, and the NATS event listener. */
export async function createGatewayApp(config: GatewayConfig, logger: Logger): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // Signed download tokens travel as one path parameter (~200 characters).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 1_000 },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    logger: false,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config, logger), adapter, {
    logger: new NestPinoLogger(logger),
    // Nest would add a form-urlencoded parser; the API takes JSON (and multipart where a route says so).
    bodyParser: false,
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

  // Limits are set per request by MultipartUploadReader; files are streamed, never buffered whole.
  await app.register(fastifyMultipart as never, { throwFileSizeLimit: false });

  const openApi = app.get(OpenApiDocumentHolder);
  await app.register(fastifySwagger as never, { mode: 'static', specification: { document: openApi.document } });
  await app.register(fastifySwaggerUi as never, { routePrefix: `${config.API_PREFIX}/docs` });

  // Broadcast events (token revocation) reach every gateway replica: no queue group here.
  app.connectMicroservice<MicroserviceOptions>({ transport: Transport.NATS, options: { servers: [config.NATS_URL] } });
  await app.startAllMicroservices();
  await app.init();
  openApi.fill(config.API_PREFIX, (method, path) =>
    fastify.hasRoute({ method: method.toUpperCase() as 'GET', url: path.replace(/\{(\w+)\}/g, ':$1') }),
  );
  return app;
}
