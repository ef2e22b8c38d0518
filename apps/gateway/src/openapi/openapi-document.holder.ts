import { Injectable } from '@nestjs/common';
import { ALL_ROUTES, buildOpenApiDocument } from '@uw/contracts';

type OpenApiDocument = ReturnType<typeof buildOpenApiDocument>;

/**
 * The served OpenAPI document. It is filled once routing is initialised, so each path can say whether
 * this server already answers it. The same object backs `/openapi.json` and the browsable page.
 */
@Injectable()
export class OpenApiDocumentHolder {
  readonly document = {} as OpenApiDocument;

  fill(prefix: string, isServed: (method: string, path: string) => boolean): void {
    Object.assign(this.document, buildOpenApiDocument({ prefix, version: '0.1.0', routes: ALL_ROUTES, isServed }));
  }
}
