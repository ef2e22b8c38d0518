/** Every reason an upload is refused during intake; the platform maps each code to an HTTP status. */
export const FILE_INTAKE_ERROR_CODES = [
  'ZIP.TOO_MANY_ENTRIES',
  'ZIP.TOO_LARGE',
  'ZIP.RATIO',
  'ZIP.ENCRYPTED',
  'ZIP.CORRUPT',
  'ZIP.NESTED',
  'ZIP.UNSUPPORTED',
] as const;

export type FileIntakeErrorCode = (typeof FILE_INTAKE_ERROR_CODES)[number];

export function isFileIntakeErrorCode(value: unknown): value is FileIntakeErrorCode {
  return typeof value === 'string' && (FILE_INTAKE_ERROR_CODES as readonly string[]).includes(value);
}

/** An upload refused for a stated reason; `message` is written for the person who uploaded the file. */
export class FileIntakeError extends Error {
  constructor(
    readonly code: FileIntakeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FileIntakeError';
  }
}
