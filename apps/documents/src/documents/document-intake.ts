import { Inject, Injectable } from '@nestjs/common';
import type { Actor, Documents } from '@uw/contracts';
import { DEFAULT_ZIP_LIMITS, FILE_TYPE_HEAD_BYTES, FileIntakeError, detectFileType, expandZip } from '@uw/file-intake';
import { APP_CONFIG, DomainError, type DocumentsConfig, FILE_STORE, type FileStore } from '@uw/platform';
import { randomUUID } from 'node:crypto';
import { DocumentRepository } from './document.repository';
import type { DocumentRecord } from './document.schema';


interface IntakeEntry {
  file_id: string;
  uploaded_file_name: string;
  original_filename: string;
  size: number;
  head: Buffer;
}

/**
 * Turns staged uploads into Documents: detects the real type from the first bytes, expands ZIPs
 * (guarded against bombs and path tricks). Cheap on purpose: pages are counted by the parsing workers,
 * off the request path. All or nothing: on any refusal nothing is stored and the files it created are
 * removed (the gateway removes what it staged).
 */
@Injectable()
export class DocumentIntake {
  constructor(
    private readonly documents: DocumentRepository,
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: DocumentsConfig,
  ) {}

  async intake(actor: Actor, bookId: string, staged: Documents.StagedFile[], existingCount: number): Promise<DocumentRecord[]> {
    const created: string[] = [];
    try {
      const entries: IntakeEntry[] = [];
      const expandedZips: string[] = [];
      for (const file of staged) {
        const head = await this.files.readHead(file.file_id, FILE_TYPE_HEAD_BYTES);
        if (detectFileType(head).kind !== 'zip') {
          entries.push({ file_id: file.file_id, uploaded_file_name: file.filename, original_filename: file.filename, size: file.size, head });
          continue;
        }
        for (const entry of await this.expand(file)) {
          const stored = await this.files.uploadBuffer(entry.data, entry.name, { org_id: actor.org_id, book_id: bookId, from_zip: file.filename });
          created.push(stored.file_id);
          entries.push({ file_id: stored.file_id, uploaded_file_name: file.filename, original_filename: entry.name, size: stored.size, head: entry.data.subarray(0, FILE_TYPE_HEAD_BYTES) });
        }
        expandedZips.push(file.file_id);
      }
      if (existingCount + entries.length > this.config.MAX_DOCUMENTS_PER_BOOK) {
        throw new DomainError(
          'UPLOAD.TOO_MANY_DOCUMENTS',
          `A Book holds at most ${this.config.MAX_DOCUMENTS_PER_BOOK} documents; this upload would make ${existingCount + entries.length}`,
        );
      }
      // A millisecond apart, so the Book lists them, and the parse reads them, in the order uploaded (the pages of a
      // statement photographed page by page are joined in that order).
      const now = Date.now();
      const records = entries.map((entry, index) => this.describe(actor, bookId, entry, new Date(now + index)));
      await this.documents.insertMany(records);
      await this.files.delete(expandedZips);
      return records;
    } catch (error) {
      await this.files.delete(created).catch(() => undefined);
      throw error;
    }
  }

  private async expand(file: Documents.StagedFile) {
    const data = await this.files.readAll(file.file_id, this.config.MAX_FILE_BYTES);
    try {
      return await expandZip(data, { ...DEFAULT_ZIP_LIMITS, maxEntries: Math.min(DEFAULT_ZIP_LIMITS.maxEntries, this.config.MAX_DOCUMENTS_PER_BOOK) });
    } catch (error) {
      if (error instanceof FileIntakeError) throw new DomainError('UPLOAD.ZIP_REFUSED', `${file.filename}: ${error.message}`);
      throw error;
    }
  }

  private describe(actor: Actor, bookId: string, entry: IntakeEntry, now: Date): DocumentRecord {
    return {
      _id: randomUUID(),
      org_id: actor.org_id,
      book_id: bookId,
      file_id: entry.file_id,
      document_type: 'pending',
      document_status: 'new',
      uploaded_file_name: entry.uploaded_file_name,
      original_filename: entry.original_filename,
      file_size: entry.size,
      mime_type: detectFileType(entry.head).mime,
      page_count: null,
      document_meta: null,
      is_deleted: false,
      created_by: actor.user_id,
      created_at: now,
      updated_at: now,
    };
  }
}
