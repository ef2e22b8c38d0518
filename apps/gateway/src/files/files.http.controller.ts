import { Controller, Get, Inject, Param, Res } from '@nestjs/common';
import { Documents, Subjects } from '@uw/contracts';
import { FILE_STORE, type FileStore, RPC_CLIENT, type RpcClient } from '@uw/platform';
import type { FastifyReply } from 'fastify';
import { Access } from '../auth/access.decorator';
import { DownloadLinkSigner } from './download-link.signer';

/** The target of signed download links: no bearer token, the signature is the credential. */
@Controller('files')
export class FilesHttpController {
  constructor(
    private readonly signer: DownloadLinkSigner,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(FILE_STORE) private readonly files: FileStore,
  ) {}

  @Get(':token')
  @Access('public')
  async download(@Param('token') token: string, @Res() reply: FastifyReply): Promise<void> {
    const claim = this.signer.verify(token);
    const file = await this.rpc.request(Subjects.documents.documentFile, { org_id: claim.org_id, document_id: claim.document_id }, Documents.DocumentFileReply);
    const safeName = file.filename.replace(/["\\\r\n]/g, '_');
    await reply
      .header('content-type', file.mime_type ?? 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${safeName}"; filename*=UTF-8''${encodeURIComponent(file.filename)}`)
      .header('cache-control', 'private, no-store')
      .send(this.files.openDownload(file.file_id));
  }
}
