import { HttpException } from '@nestjs/common';
import type { ErrorBody } from '@uw/contracts';
import { DomainError, type ErrorCode, httpStatusFor } from '@uw/platform';
import { errorCodes } from 'fastify';

/** Fastify's own request errors (before any handler runs), by their codes. */
const FASTIFY_ERRORS: Record<string, { code: ErrorCode; detail: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'REQUEST.MALFORMED_JSON', detail: 'Request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'REQUEST.MALFORMED_JSON', detail: 'Request body is empty but Content-Type is application/json' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE', detail: 'Unsupported Content-Type: send application/json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'REQUEST.MALFORMED_JSON', detail: 'Content-Length does not match the body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'REQUEST.TOO_LARGE', detail: 'Request body is too large' },
};

/**
 * Nest re-throws Fastify's errors as plain HttpExceptions that keep only the message, so they are
 * recognised by Fastify's own message text.
 */
const FASTIFY_ERRORS_BY_MESSAGE = new Map(
  Object.entries(FASTIFY_ERRORS).map(([code, known]) => [new errorCodes[code as keyof typeof errorCodes]().message, known]),
);

/** One place that turns anything thrown while serving a request into the documented error shape. */
export function toErrorResponse(error: unknown): { status: number; body: ErrorBody; unexpected: boolean } {
  if (error instanceof DomainError) {
    const status = httpStatusFor(error.code);
    return { status, body: { code: error.code, detail: error.message, status, ...(error.errors ? { errors: error.errors } : {}) }, unexpected: status >= 500 && error.code === 'INTERNAL' };
  }
  const fastifyCode = (error as { code?: unknown } | null)?.code;
  if (typeof fastifyCode === 'string' && FASTIFY_ERRORS[fastifyCode]) {
    const known = FASTIFY_ERRORS[fastifyCode];
    const status = httpStatusFor(known.code);
    return { status, body: { code: known.code, detail: known.detail, status }, unexpected: false };
  }
  if (error instanceof SyntaxError && (error as { statusCode?: number }).statusCode === 400) {
    return { status: 400, body: { code: 'REQUEST.MALFORMED_JSON', detail: 'Request body is not valid JSON', status: 400 }, unexpected: false };
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const known = FASTIFY_ERRORS_BY_MESSAGE.get(error.message);
    if (known) return { status: httpStatusFor(known.code), body: { code: known.code, detail: known.detail, status: httpStatusFor(known.code) }, unexpected: false };
    if (status === 404) return { status, body: { code: 'ROUTE.NOT_FOUND', detail: 'No such endpoint', status }, unexpected: false };
    return { status, body: { code: `HTTP.${status}`, detail: error.message, status }, unexpected: status >= 500 };
  }
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500) {
    return { status: statusCode, body: { code: `HTTP.${statusCode}`, detail: (error as Error).message, status: statusCode }, unexpected: false };
  }
  return { status: 500, body: { code: 'INTERNAL', detail: 'An internal error occurred', status: 500 }, unexpected: true };
}
