import { OpenAPIRegistry, OpenApiGeneratorV3, type RouteConfig } from '@asteasolutions/zod-to-openapi';
import { ErrorBody } from '../common';
import type { ApiRoute } from './api-route';

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Malformed request or not allowed in the current state',
  401: 'Token missing, malformed, unknown or revoked',
  403: 'Read-only token on a write, or a usage limit',
  404: 'Not found in the token organization',
  409: 'Conflict with the current state',
  413: 'Upload or body exceeds a limit',
  415: 'Unsupported content type',
  422: 'A field is missing or malformed (errors[] names it)',
  500: 'Internal error',
  503: 'A service is unavailable',
};

export interface OpenApiOptions {
  prefix: string;
  version: string;
  routes: ApiRoute[];
  /** Whether the server answers a route yet; routes it does not are kept, marked `x-available: false`. */
  isServed?: (method: ApiRoute['method'], path: string) => boolean;
}

/** The OpenAPI 3 document, generated from the same zod contracts that validate every request. */
export function buildOpenApiDocument(options: OpenApiOptions) {
  const registry = new OpenAPIRegistry();
  registry.register('Error', ErrorBody);
  const bearer = registry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'Personal access token (`pat_...`)',
  });

  for (const route of options.routes) {
    const errors = new Set(route.errors ?? []);
    if (route.access !== 'public') errors.add(401);
    if (route.access === 'write') errors.add(403);
    if (route.params || route.query || route.body) errors.add(422);

    const responses: RouteConfig['responses'] = {};
    const success = route.response;
    responses[success.status] =
      'schema' in success
        ? { description: success.description, content: { 'application/json': { schema: success.schema } } }
        : {
            description: success.description,
            content: Object.fromEntries(success.binary.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
          };
    for (const status of [...errors].sort()) {
      responses[status] = { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: { 'application/json': { schema: ErrorBody } } };
    }

    const request: RouteConfig['request'] = {};
    if (route.params) request.params = route.params as never;
    if (route.query) request.query = route.query as never;
    if (route.body) {
      const type = route.body.kind === 'json' ? 'application/json' : 'multipart/form-data';
      request.body = { required: true, content: { [type]: { schema: route.body.schema } } };
    }

    const path = `${options.prefix}${route.path}`;
    const served = options.isServed ? options.isServed(route.method, path) : true;
    registry.registerPath({
      method: route.method,
      path,
      summary: served ? route.summary : `[not yet available] ${route.summary}`,
      description: served ? route.description : `Contract defined; this server does not answer it yet.\n\n${route.description ?? ''}`,
      'x-available': served,
      tags: route.tags,
      security: route.access === 'public' ? [] : [{ [bearer.name]: [] }],
      request,
      responses,
    });
  }

  return new OpenApiGeneratorV3(registry.definitions).generateDocument({
    openapi: '3.0.3',
    info: {
      title: 'Deal-Package Underwriting API',
      version: options.version,
      description: 'Books of bank statements and other deal documents, parsed into underwriting analytics.',
    },
    servers: [{ url: '/' }],
  });
}
