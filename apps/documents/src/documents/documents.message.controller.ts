import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { Documents, Subjects } from '@uw/contracts';
import { DomainError, ZodPipe } from '@uw/platform';
import { ParseLifecycle } from '../parse/parse-lifecycle.service';
import { toWireDocument } from './document.mapper';
import { DocumentRepository } from './document.repository';

@Controller()
export class DocumentsMessageController {
  constructor(
    private readonly documents: DocumentRepository,
    private readonly lifecycle: ParseLifecycle,
  ) {}

  @MessagePattern(Subjects.documents.documentsAdd)
  add(@Payload(new ZodPipe(Documents.AddDocumentsMessage, 'message')) message: Documents.AddDocumentsMessage) {
    return this.lifecycle.addDocuments(message);
  }

  @MessagePattern(Subjects.documents.documentsList)
  async list(@Payload(new ZodPipe(Documents.ListDocumentsMessage, 'message')) message: Documents.ListDocumentsMessage) {
    await this.lifecycle.status(message.org_id, message.book_id); // 404 for a Book outside the organization
    return (await this.documents.listActive(message.org_id, message.book_id)).map(toWireDocument);
  }

  @MessagePattern(Subjects.documents.documentGet)
  async get(@Payload(new ZodPipe(Documents.GetDocumentMessage, 'message')) message: Documents.GetDocumentMessage) {
    return toWireDocument(await this.require(message));
  }

  @MessagePattern(Subjects.documents.documentFile)
  async file(@Payload(new ZodPipe(Documents.GetDocumentMessage, 'message')) message: Documents.GetDocumentMessage): Promise<Documents.DocumentFileReply> {
    const record = await this.require(message);
    return { document_id: record._id, file_id: record.file_id, filename: record.original_filename, mime_type: record.mime_type, size: record.file_size };
  }

  private async require(message: Documents.GetDocumentMessage) {
    const record = await this.documents.findById(message.org_id, message.document_id);
    if (!record) throw new DomainError('DOCUMENT.NOT_FOUND', `Document ${message.document_id} was not found`);
    return record;
  }
}
