import { Inject, Injectable } from '@nestjs/common';
import type { Documents } from '@uw/contracts';
import { DATABASE_CONNECTION } from '@uw/platform';
import type { Connection, Model } from 'mongoose';
import { DOCUMENT_COLLECTION, type DocumentRecord, DocumentSchema } from './document.schema';

/** The only writer of the documents collection; every query is scoped by organization (or by a parse job the caller owns). */
@Injectable()
export class DocumentRepository {
  private readonly documents: Model<DocumentRecord>;

  constructor(@Inject(DATABASE_CONNECTION) connection: Connection) {
    this.documents = connection.model<DocumentRecord>(DOCUMENT_COLLECTION, DocumentSchema);
  }

  async insertMany(records: DocumentRecord[]): Promise<void> {
    if (records.length) await this.documents.collection.insertMany(records as never[]);
  }

  listActive(orgId: string, bookId: string): Promise<DocumentRecord[]> {
    return this.documents.find({ org_id: orgId, book_id: bookId, is_deleted: false }).sort({ created_at: 1, _id: 1 }).lean<DocumentRecord[]>().exec();
  }

  countActive(orgId: string, bookId: string): Promise<number> {
    return this.documents.countDocuments({ org_id: orgId, book_id: bookId, is_deleted: false }).exec();
  }

  findById(orgId: string, documentId: string): Promise<DocumentRecord | null> {
    return this.documents.findOne({ _id: documentId, org_id: orgId, is_deleted: false }).lean<DocumentRecord>().exec();
  }

  /** A parse run starts: every active document goes back to `new` with its classification cleared. */
  async resetForParse(orgId: string, bookId: string): Promise<void> {
    await this.documents.updateMany(
      { org_id: orgId, book_id: bookId, is_deleted: false },
      { $set: { document_status: 'new', document_type: 'pending', document_meta: null, updated_at: new Date() } },
    );
  }

  async markProcessing(orgId: string, bookId: string): Promise<void> {
    await this.documents.updateMany(
      { org_id: orgId, book_id: bookId, is_deleted: false, document_status: { $in: ['new', 'pending'] } },
      { $set: { document_status: 'processing', updated_at: new Date() } },
    );
  }

  async recordResults(orgId: string, bookId: string, results: Documents.DocumentParseResult[]): Promise<void> {
    const now = new Date();
    if (!results.length) return;
    await this.documents.bulkWrite(
      results.map((result) => ({
        updateOne: {
          filter: { _id: result.document_id, org_id: orgId, book_id: bookId },
          update: {
            $set: {
              document_type: result.document_type,
              document_status: result.document_status,
              document_meta: { failure_reason: result.failure_reason },
              ...(result.page_count !== null ? { page_count: result.page_count } : {}),
              updated_at: now,
            },
          },
        },
      })),
      { ordered: false },
    );
  }

  /** Documents still in flight when a parse ends without them (failed, cancelled or timed out). */
  async failUnfinished(orgId: string, bookId: string, reason: string): Promise<void> {
    await this.documents.updateMany(
      { org_id: orgId, book_id: bookId, is_deleted: false, document_status: { $in: ['new', 'pending', 'processing'] } },
      { $set: { document_status: 'failed', document_meta: { failure_reason: reason }, updated_at: new Date() } },
    );
  }

  async countByStatus(orgId: string, bookIds: string[]): Promise<Map<string, Record<Documents.DocumentStatus, number>>> {
    const rows = await this.documents
      .find({ org_id: orgId, book_id: { $in: bookIds }, is_deleted: false }, { book_id: 1, document_status: 1 })
      .lean<Array<Pick<DocumentRecord, 'book_id' | 'document_status'>>>()
      .exec();
    const counts = new Map<string, Record<Documents.DocumentStatus, number>>();
    for (const id of bookIds) counts.set(id, { pending: 0, new: 0, processing: 0, completed: 0, failed: 0 });
    for (const row of rows) counts.get(row.book_id)![row.document_status] += 1;
    return counts;
  }
}
