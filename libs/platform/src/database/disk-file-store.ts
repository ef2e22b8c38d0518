import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, readFile, rename, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStore, StoredFile } from './file-store';

const FILE_ID = /^[0-9a-f]{24}$/;

/**
 * Files in a directory shared by every process of a local stack. FerretDB on SQLite scans a whole
 * collection for each query, which makes GridFS quadratic in the data stored; local stacks therefore
 * keep files here. Ids have the GridFS shape so both stores are interchangeable.
 */
export class DiskFileStore implements FileStore {
  constructor(private readonly directory: string) {}

  async upload(source: Readable, _filename: string, _metadata: Record<string, unknown>): Promise<StoredFile> {
    const fileId = randomBytes(12).toString('hex');
    const target = this.pathOf(fileId);
    await mkdir(this.directory, { recursive: true });
    const partial = `${target}.partial`;
    await pipeline(source, createWriteStream(partial));
    await rename(partial, target);
    return { file_id: fileId, size: (await stat(target)).size };
  }

  async uploadBuffer(data: Buffer, filename: string, metadata: Record<string, unknown>): Promise<StoredFile> {
    return this.upload(Readable.from([data]), filename, metadata);
  }

  openDownload(fileId: string): Readable {
    return createReadStream(this.pathOf(fileId));
  }

  async readAll(fileId: string, maxBytes: number): Promise<Buffer> {
    const { size } = await stat(this.pathOf(fileId));
    if (size > maxBytes) throw new Error(`File ${fileId} exceeds ${maxBytes} bytes`);
    return readFile(this.pathOf(fileId));
  }

  async readHead(fileId: string, bytes: number): Promise<Buffer> {
    const handle = await open(this.pathOf(fileId), 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async delete(fileIds: string[]): Promise<void> {
    await Promise.all(
      fileIds.map((id) =>
        unlink(this.pathOf(id)).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'ENOENT') throw error;
        }),
      ),
    );
  }

  private pathOf(fileId: string): string {
    if (!FILE_ID.test(fileId)) throw new Error(`Malformed file id ${fileId}`);
    return path.join(this.directory, fileId);
  }
}
