import { FileIntakeError } from '../errors/file-intake.error';

/** Turns what yauzl or zlib throw on a bad archive into a refusal the uploader can read. */
export function toFileIntakeError(error: unknown): FileIntakeError {
  if (error instanceof FileIntakeError) return error;
  const detail = error instanceof Error ? error.message : String(error);
  if (/encrypt/i.test(detail)) {
    return new FileIntakeError('ZIP.ENCRYPTED', `ZIP archive uses encryption (${detail}); password-protected archives are not accepted`);
  }
  if (/multi-disk|not supported|unsupported/i.test(detail)) {
    return new FileIntakeError('ZIP.UNSUPPORTED', `ZIP archive uses a feature that is not supported: ${detail}`);
  }
  return new FileIntakeError('ZIP.CORRUPT', `ZIP archive is damaged or not a ZIP file: ${detail}`);
}
