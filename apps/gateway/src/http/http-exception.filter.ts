import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Logger } from 'pino';
import { toErrorResponse } from './error-response';

@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    const { status, body, unexpected } = toErrorResponse(exception);
    if (unexpected) this.logger.error({ err: exception }, 'unhandled error while serving a request');
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
