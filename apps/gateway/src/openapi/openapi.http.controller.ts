import { Controller, Get } from '@nestjs/common';
import { Access } from '../auth/access.decorator';
import { OpenApiDocumentHolder } from './openapi-document.holder';

@Controller()
export class OpenApiHttpController {
  constructor(private readonly holder: OpenApiDocumentHolder) {}

  @Get('openapi.json')
  @Access('public')
  openapi() {
    return this.holder.document;
  }
}
