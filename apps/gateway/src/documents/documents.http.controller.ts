import { Controller, Get, HttpCode, Inject, Param, Post, Query, Req } from '@nestjs/common';
import { Documents, Subjects } from '@uw/contracts';
import { APP_CONFIG, type GatewayConfig, RPC_CLIENT, type RpcClient, ZodPipe, parseContract } from '@uw/platform';
import type { FastifyRequest } from 'fastify';
import type { VerifiedToken } from '../auth/auth.repository';
import { actorOf } from '../auth/authenticated-request';
import { CurrentIdentity } from '../auth/current-identity.decorator';
import { DownloadLinkSigner } from '../files/download-link.signer';
import { MultipartUploadReader } from '../uploads/multipart-upload.reader';

@Controller('documents')
export class DocumentsHttpController {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
    private readonly uploads: MultipartUploadReader,
    private readonly signer: DownloadLinkSigner,
  ) {}

  @Post()
  @HttpCode(200)
  async upload(
    @CurrentIdentity() identity: VerifiedToken,
    @Query(new ZodPipe(Documents.DocumentsQuery, 'query')) query: Documents.DocumentsQuery,
    @Req() request: FastifyRequest,
  ): Promise<Documents.Document[]> {
    const upload = await this.uploads.read(request, identity);
    try {
      parseContract(Documents.UploadDocumentsForm, upload.fields, 'form');
      return await this.rpc.request(Subjects.documents.documentsAdd, { actor: actorOf(identity), book_id: query.book_id, files: upload.files }, Documents.DocumentList, {
        timeoutMs: this.config.UPLOAD_INTAKE_TIMEOUT_MS,
      });
    } catch (error) {
      await this.uploads.discard(upload.files);
      throw error;
    }
  }

  @Get()
  list(@CurrentIdentity() identity: VerifiedToken, @Query(new ZodPipe(Documents.DocumentsQuery, 'query')) query: Documents.DocumentsQuery) {
    return this.rpc.request(Subjects.documents.documentsList, { org_id: identity.org_id, book_id: query.book_id }, Documents.DocumentList);
  }

  @Get(':document_id')
  get(@CurrentIdentity() identity: VerifiedToken, @Param(new ZodPipe(Documents.DocumentIdParams, 'path')) params: Documents.DocumentIdParams) {
    return this.rpc.request(Subjects.documents.documentGet, { org_id: identity.org_id, document_id: params.document_id }, Documents.Document);
  }

  @Get(':document_id/download')
  async download(
    @CurrentIdentity() identity: VerifiedToken,
    @Param(new ZodPipe(Documents.DocumentIdParams, 'path')) params: Documents.DocumentIdParams,
  ): Promise<Documents.DownloadUrlResponse> {
    // Confirms the document exists in the caller's organization before signing anything.
    await this.rpc.request(Subjects.documents.documentGet, { org_id: identity.org_id, document_id: params.document_id }, Documents.Document);
    const exp = Math.floor(Date.now() / 1000) + Documents.DOCUMENT_DOWNLOAD_URL_TTL_SECONDS;
    const token = this.signer.sign({ org_id: identity.org_id, document_id: params.document_id, exp });
    return {
      download_url: `${this.config.APP_URL.replace(/\/$/, '')}${this.config.API_PREFIX}/files/${token}`,
      expires_at: new Date(exp * 1000).toISOString(),
    };
  }
}
