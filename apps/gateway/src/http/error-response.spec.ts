import { HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from '@uw/platform';
import { errorCodes } from 'fastify';
import { toErrorResponse } from './error-response';

describe('toErrorResponse', () => {
  it('maps domain errors to their status with code, detail and field errors', () => {
    const { status, body } = toErrorResponse(new DomainError('REQUEST.VALIDATION_FAILED', 'Invalid body: name is required', [{ path: 'name', message: 'is required' }]));
    expect(status).toBe(422);
    expect(body).toEqual({ code: 'REQUEST.VALIDATION_FAILED', detail: 'Invalid body: name is required', status: 422, errors: [{ path: 'name', message: 'is required' }] });
  });

  it('recognises Fastify body errors even after Nest rewraps them', () => {
    const raw = new errorCodes.FST_ERR_CTP_INVALID_JSON_BODY();
    expect(toErrorResponse(raw).body.code).toBe('REQUEST.MALFORMED_JSON');
    const wrapped = new HttpException(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE().message, 415);
    expect(toErrorResponse(wrapped)).toMatchObject({ status: 415, body: { code: 'REQUEST.UNSUPPORTED_MEDIA_TYPE' } });
  });

  it('answers unknown routes with ROUTE.NOT_FOUND and hides unexpected errors', () => {
    expect(toErrorResponse(new NotFoundException('Cannot GET /x')).body.code).toBe('ROUTE.NOT_FOUND');
    const hidden = toErrorResponse(new Error('connection string mongodb://user:secret@db'));
    expect(hidden).toMatchObject({ status: 500, unexpected: true, body: { code: 'INTERNAL' } });
    expect(hidden.body.detail).not.toContain('secret');
  });
});
