import { Catch, type RpcExceptionFilter } from '@nestjs/common';
import type { Logger } from 'pino';
import { type Observable, throwError } from 'rxjs';
import { DomainError } from '../errors';

/** Turns whatever a message handler threw into the `{code, message}` payload that crosses NATS. */
@Catch()
export class RpcDomainErrorFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown): Observable<never> {
    if (exception instanceof DomainError) return throwError(() => exception.toRpcPayload());
    this.logger.error({ err: exception }, 'unhandled error in message handler');
    return throwError(() => new DomainError('INTERNAL', 'An internal service error occurred').toRpcPayload());
  }
}
