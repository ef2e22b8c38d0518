import { GridFSBucket, ObjectId } from 'mongodb';
import type { Connection } from 'mongoose';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export const FILE_STORE = Symbol('FILE_STORE');
const BUCKET = 'files';

export interface StoredFile {
  file_id: string;
  size: number;
}

/**
 * Where uploaded files live. Files travel between services through here, never over NATS. Uploads
 * stream: a file is never held whole in memory by the writer.
 */
export interface FileStore {
  upload(source: Readable, filename: string, metadata: Record<string, unknown>): Promise<StoredFile>;
  uploadBuffer(data: Buffer, filename: string, metadata: Record<string, unknown>): Promise<StoredFile>;
  openDownload(fileId: string): Readable;
  /** The whole file, refusing anything larger than `maxBytes`. */
  readAll(fileId: string, maxBytes: number): Promise<Buffer>;
  /** The first bytes of a file (type detection). */
  readHead(fileId: string, bytes: number): Promise<Buffer>;
  /** Clean-up: a file already gone is not an error. */
  delete(fileIds: string[]): Promise<void>;
}

/** GridFS (bucket `files`): the production store, on MongoDB. */
export class GridFsFileStore implements FileStore {
  private readonly bucket: GridFSBucket;

  constructor(connection: Connection) {
    if (!connection.db) throw new Error('FileStore needs an open database connection');
    this.bucket = new GridFSBucket(connection.db as never, { bucketName: BUCKET });
  }

  async upload(source: Readable, filename: string, metadata: Record<string, unknown>): Promise<StoredFile> {
    const upload = this.bucket.openUploadStream(filename, { metadata });
    await pipeline(source, upload);
    return { file_id: upload.id.toString(), size: upload.length };
  }

  async uploadBuffer(data: Buffer, filename: string, metadata: Record<string, unknown>): Promise<StoredFile> {
    const upload = this.bucket.openUploadStream(filename, { metadata });
    await new Promise<void>((resolve, reject) => upload.once('error', reject).end(data, () => resolve()));
    return { file_id: upload.id.toString(), size: data.length };
  }

  openDownload(fileId: string): Readable {
    return this.bucket.openDownloadStream(new ObjectId(fileId));
  }

  /** The whole file, refusing anything larger than `maxBytes` (a guard against surprises in the store). */
  async readAll(fileId: string, maxBytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    for await (const chunk of this.openDownload(fileId)) {
      total += (chunk as Buffer).length;
      if (total > maxBytes) throw new Error(`File ${fileId} exceeds ${maxBytes} bytes`);
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  /** The first bytes of a file (type detection). */
  async readHead(fileId: string, bytes: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let total = 0;
    // GridFS refuses an `end` past the file's length, so read chunk by chunk and stop early instead.
    const stream = this.bucket.openDownloadStream(new ObjectId(fileId));
    for await (const chunk of stream) {
      chunks.push(chunk as Buffer);
      total += (chunk as Buffer).length;
      if (total >= bytes) break;
    }
    stream.destroy();
    return Buffer.concat(chunks).subarray(0, bytes);
  }

  async delete(fileIds: string[]): Promise<void> {
    await Promise.all(
      fileIds.map((id) =>
        this.bucket.delete(new ObjectId(id)).catch((error: unknown) => {
          // Already gone is fine: deletes are clean-up.
          if (!String(error).includes('File not found')) throw error;
        }),
      ),
    );
  }
}
