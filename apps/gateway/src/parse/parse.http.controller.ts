import { Controller, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import { Documents, Subjects } from '@uw/contracts';
import { APP_CONFIG, type GatewayConfig, RPC_CLIENT, type RpcClient, ZodPipe, parseContract } from '@uw/platform';
import type { FastifyRequest } from 'fastify';
import type { VerifiedToken } from '../auth/auth.repository';
import { actorOf } from '../auth/authenticated-request';
import { CurrentIdentity } from '../auth/current-identity.decorator';
import { MultipartUploadReader } from '../uploads/multipart-upload.reader';

@Controller()
export class ParseHttpController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly uploads: MultipartUploadReader,
  ) {}

  /** Files are staged first (streamed), then the form is checked; a refusal removes what was staged. */
  @Post('submit-book')
  @HttpCode(200)
  async submitBook(@CurrentIdentity() identity: VerifiedToken, @Req() request: FastifyRequest): Promise<Documents.SubmitBookResponse> {
    const upload = await this.uploads.read(request, identity);
    try {
      const form = parseContract(Documents.SubmitBookForm, upload.fields, 'form');
      return await this.rpc.request(
        Subjects.documents.bookSubmit,
        {
          actor: actorOf(identity),
          book_name: form.book_name,
          description: form.description,
          webhook_url: form.webhook_url,
          files: upload.files,
          limits: identity.usage_limits,
        },
        Documents.SubmitBookResponse,
        { timeoutMs: this.config.UPLOAD_INTAKE_TIMEOUT_MS },
      );
    } catch (error) {
      await this.uploads.discard(upload.files);
      throw error;
    }
  }

  @Post('parse/:book_id/parse-book')
  @HttpCode(200)
  parseBook(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: { book_id: string }) {
    return this.rpc.request(
      Subjects.documents.parseStart,
      { actor: actorOf(identity), book_id: params.book_id, limits: identity.usage_limits },
      Documents.ParseBookResponse,
    );
  }

  @Post('parse/:book_id/stop-parse')
  @HttpCode(200)
  stopParse(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: { book_id: string }) {
    return this.rpc.request(Subjects.documents.parseStop, { org_id: identity.org_id, book_id: params.book_id }, Documents.StopParseResponse);
  }

  @Get('parse/:book_id/parse-book-status')
  status(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.BookIdParams, 'path')) params: { book_id: string }) {
    return this.rpc.request(Subjects.documents.parseStatus, { org_id: identity.org_id, book_id: params.book_id }, Documents.ParseStatusSummary);
  }

  @Get('parse/books/statuses')
  statuses(@CurrentIdentity() identity: VerifiedToken) {
    return this.rpc.request(Subjects.documents.parseStatuses, { org_id: identity.org_id }, Documents.ParseStatusListResponse);
  }
}
