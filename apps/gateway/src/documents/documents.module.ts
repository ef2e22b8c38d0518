import { Module } from '@nestjs/common';
import { DownloadLinkSigner } from '../files/download-link.signer';
import { FilesHttpController } from '../files/files.http.controller';
import { ParseHttpController } from '../parse/parse.http.controller';
import { MultipartUploadReader } from '../uploads/multipart-upload.reader';
import { DocumentsHttpController } from './documents.http.controller';

@Module({
  controllers: [DocumentsHttpController, ParseHttpController, FilesHttpController],
  providers: [MultipartUploadReader, DownloadLinkSigner],
})
export class DocumentsModule {}
