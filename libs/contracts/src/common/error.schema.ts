import { z } from '../zod';

/** The single JSON shape of every error answered by the API. */
export const ErrorBody = z
  .object({
    code: z.string().openapi({ example: 'BOOK.NOT_FOUND', description: 'Stable machine-readable code' }),
    detail: z.string().openapi({ example: 'Book 0b7c... was not found', description: 'Human-readable explanation' }),
    status: z.number().int().openapi({ example: 404 }),
    errors: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: 'Per-field problems, present on validation errors' }),
  })
  .openapi('Error');
export type ErrorBody = z.infer<typeof ErrorBody>;

/** How a domain error travels over NATS; the gateway rebuilds it into an ErrorBody. */
export const RpcErrorPayload = z.object({
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type RpcErrorPayload = z.infer<typeof RpcErrorPayload>;
