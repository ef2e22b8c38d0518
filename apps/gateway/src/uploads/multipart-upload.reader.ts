import { Inject, Injectable } from '@nestjs/common';
import type { Documents } from '@uw/contracts';
import { APP_CONFIG, DomainError, FILE_STORE, type FileStore, type GatewayConfig } from '@uw/platform';
import type { FastifyRequest } from 'fastify';
import type { VerifiedToken } from '../auth/auth.repository';

export interface MultipartUpload {
  fields: Record<string, string>;
  files: Documents.StagedFile[];
}

const FILE_FIELD = 'files';

/**
 * Reads a multipart body part by part, streaming each file into GridFS as it arrives (never the whole
 * upload in memory). Limits are enforced while streaming; on any refusal every file already staged
 * is removed, so nothing partial stays behind.
 */
@Injectable()
export class MultipartUploadReader {
  constructor(
    @Inject(FILE_STORE) private readonly files: FileStore,
    @Inject(APP_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async read(request: FastifyRequest, identity: VerifiedToken): Promise<MultipartUpload> {
    if (!request.isMultipart()) {
      throw new DomainError('REQUEST.UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data with one `files` part per file');
    }
    const upload: MultipartUpload = { fields: {}, files: [] };
    try {
      for await (const part of request.parts({ limits: { fileSize: this.config.MAX_FILE_BYTES, files: this.config.MAX_FILES_PER_UPLOAD, fields: 20, fieldSize: 16_384 } })) {
        if (part.type === 'field') {
          upload.fields[part.fieldname] = String(part.value);
          continue;
        }
        if (part.fieldname !== FILE_FIELD) {
          part.file.resume();
          throw new DomainError('REQUEST.VALIDATION_FAILED', `File parts must be named "${FILE_FIELD}" (got "${part.fieldname}")`, [
            { path: part.fieldname, message: `file parts must be named ${FILE_FIELD}` },
          ]);
        }
        const filename = part.filename || 'unnamed';
        const stored = await this.files.upload(part.file, filename, { org_id: identity.org_id, uploaded_by: identity.user_id, staged: true });
        upload.files.push({ file_id: stored.file_id, filename, size: stored.size });
        if (part.file.truncated) {
          throw new DomainError('UPLOAD.FILE_TOO_LARGE', `${filename} is larger than the limit of ${formatBytes(this.config.MAX_FILE_BYTES)} per file`);
        }
      }
    } catch (error) {
      await this.discard(upload.files);
      throw translateMultipartError(error, this.config.MAX_FILES_PER_UPLOAD);
    }
    if (upload.files.length === 0) {
      throw new DomainError('UPLOAD.NO_FILES', `At least one file is required: repeat the "${FILE_FIELD}" part once per file`, [
        { path: FILE_FIELD, message: 'is required' },
      ]);
    }
    return upload;
  }

  async discard(files: Documents.StagedFile[]): Promise<void> {
    await this.files.delete(files.map((f) => f.file_id)).catch(() => undefined);
  }
}

function translateMultipartError(error: unknown, maxFiles: number): unknown {
  const code = (error as { code?: string } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return new DomainError('UPLOAD.TOO_MANY_FILES', `At most ${maxFiles} files per upload`);
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return new DomainError('REQUEST.VALIDATION_FAILED', 'Too many form fields');
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new DomainError('UPLOAD.FILE_TOO_LARGE', 'A file is larger than the upload limit');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new DomainError('REQUEST.UNSUPPORTED_MEDIA_TYPE', 'Send multipart/form-data');
  return error;
}

function formatBytes(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MiB` : `${bytes} bytes`;
}
