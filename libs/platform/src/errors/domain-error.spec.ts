import { z } from 'zod';
import { DomainError } from './domain-error';
import { httpStatusFor } from './error-codes';

describe('DomainError', () => {
  it('names each offending field of a zod failure, unknown keys one by one', () => {
    const schema = z.strictObject({ name: z.string().min(1, 'must not be empty'), count: z.number() });
    const result = schema.safeParse({ name: '', count: 'x', extra: 1, other: 2 });
    const error = DomainError.fromZod(result.error!, 'body');
    expect(error.code).toBe('REQUEST.VALIDATION_FAILED');
    expect(error.errors?.map((e) => e.path).sort()).toEqual(['count', 'extra', 'name', 'other']);
    expect(error.message).toContain('name must not be empty');
    expect(httpStatusFor(error.code)).toBe(422);
  });

  it('survives a trip over NATS with its code, and turns unknown payloads into INTERNAL', () => {
    const original = new DomainError('BOOK.NOT_FOUND', 'Book x was not found');
    const rebuilt = DomainError.fromRpcPayload(JSON.parse(JSON.stringify(original.toRpcPayload())));
    expect(rebuilt).toMatchObject({ code: 'BOOK.NOT_FOUND', message: 'Book x was not found' });
    expect(DomainError.fromRpcPayload({ code: 'NOPE', message: 'secret internals' })).toMatchObject({ code: 'INTERNAL' });
    expect(DomainError.fromRpcPayload('boom').message).not.toContain('boom');
  });

  it.each([
    ['AUTH.MISSING_TOKEN', 401],
    ['AUTH.READ_ONLY_TOKEN', 403],
    ['BOOK.NOT_FOUND', 404],
    ['REQUEST.UNSUPPORTED_MEDIA_TYPE', 415],
    ['SERVICE.UNAVAILABLE', 503],
  ] as const)('maps %s to HTTP %i', (code, status) => {
    expect(httpStatusFor(code)).toBe(status);
  });
});
