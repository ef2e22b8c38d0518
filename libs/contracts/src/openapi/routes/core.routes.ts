import { z } from '../../zod';
import { Me } from '../../auth/auth.schema';
import { Book, BookIdParams, CreateBookRequest } from '../../documents/book.schema';
import type { ApiRoute } from '../api-route';

const HealthResponse = z
  .object({ status: z.enum(['ok', 'degraded']), services: z.record(z.string(), z.enum(['ok', 'unavailable'])) })
  .openapi('Health');

export const coreRoutes: ApiRoute[] = [
  {
    method: 'get',
    path: '/health',
    summary: 'Readiness of the gateway and every service behind it (503 names the ones down)',
    tags: ['Health'],
    access: 'public',
    response: { status: 200, description: 'All services answer', schema: HealthResponse },
    errors: [503],
  },
  {
    method: 'get',
    path: '/health/live',
    summary: 'The gateway alone is up (load-balancer readiness; does not ask the services)',
    tags: ['Health'],
    access: 'public',
    response: {
      status: 200,
      description: 'Gateway is serving',
      schema: z.object({ status: z.literal('ok'), service: z.literal('gateway'), uptime_seconds: z.number() }).openapi('GatewayLiveness'),
    },
  },
  {
    method: 'get',
    path: '/auth/me',
    summary: "The token owner's organization and user",
    tags: ['Identity'],
    access: 'read',
    response: { status: 200, description: 'Token owner', schema: Me },
  },
  {
    method: 'post',
    path: '/books/',
    summary: 'Create an empty Book (parse_status new)',
    description: '`name` is required, `description` optional. Answers with and without the trailing slash.',
    tags: ['Books'],
    access: 'write',
    body: { kind: 'json', schema: CreateBookRequest },
    response: { status: 201, description: 'The new Book', schema: Book },
    errors: [400, 403, 415],
  },
  {
    method: 'get',
    path: '/books/{book_id}',
    summary: 'One Book with its book_meta',
    tags: ['Books'],
    access: 'read',
    params: BookIdParams,
    response: { status: 200, description: 'The Book', schema: Book },
    errors: [404],
  },
];
