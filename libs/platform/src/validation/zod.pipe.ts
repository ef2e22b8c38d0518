import type { PipeTransform } from '@nestjs/common';
import type { ZodType, output } from 'zod';
import { DomainError } from '../errors';

/** Parses a request part (body, query, params, NATS payload) with its contract; failure is a 422 naming fields. */
export class ZodPipe<S extends ZodType> implements PipeTransform<unknown, output<S>> {
  constructor(
    private readonly schema: S,
    private readonly where: string = 'body',
  ) {}

  transform(value: unknown): output<S> {
    return parseContract(this.schema, value, this.where);
  }
}

export function parseContract<S extends ZodType>(schema: S, value: unknown, where: string): output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw DomainError.fromZod(result.error, where);
  return result.data;
}
