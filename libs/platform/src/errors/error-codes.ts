/** Every domain error code, once. Adding one without mapping it below fails to compile. */
export const ERROR_CODES = [
  'REQUEST.VALIDATION_FAILED',
  'REQUEST.MALFORMED_JSON',
  'REQUEST.UNSUPPORTED_MEDIA_TYPE',
  'REQUEST.TOO_LARGE',
  'ROUTE.NOT_FOUND',
  'AUTH.MISSING_TOKEN',
  'AUTH.INVALID_TOKEN',
  'AUTH.READ_ONLY_TOKEN',
  'BOOK.NOT_FOUND',
  'BOOK.ALREADY_PROCESSING',
  'DOCUMENT.NOT_FOUND',
  'UPLOAD.NO_FILES',
  'UPLOAD.FILE_TOO_LARGE',
  'UPLOAD.TOO_MANY_FILES',
  'UPLOAD.TOO_MANY_DOCUMENTS',
  'UPLOAD.ZIP_REFUSED',
  'WEBHOOK.URL_REFUSED',
  'DOWNLOAD.LINK_INVALID',
  'DOWNLOAD.LINK_EXPIRED',
  'ORG.USAGE_LIMIT',
  'BOOK.BUSY',
  'BOOK.NOT_ANALYZABLE',
  'EDIT.UNKNOWN_REFERENCE',
  'EDIT.BOOK_PROCESSING',
  'EDIT.CONFLICT',
  'FUNDER.NOT_FOUND',
  'FUNDER.ALIAS_TAKEN',
  'SERVICE.UNAVAILABLE',
  'SERVICE.TIMEOUT',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function httpStatusFor(code: ErrorCode): number {
  switch (code) {
    case 'REQUEST.VALIDATION_FAILED':
    case 'UPLOAD.NO_FILES':
    case 'UPLOAD.TOO_MANY_DOCUMENTS':
    case 'UPLOAD.ZIP_REFUSED':
    case 'WEBHOOK.URL_REFUSED':
    case 'EDIT.UNKNOWN_REFERENCE':
      return 422;
    case 'BOOK.ALREADY_PROCESSING':
    case 'BOOK.NOT_ANALYZABLE':
      return 400;
    case 'UPLOAD.FILE_TOO_LARGE':
    case 'UPLOAD.TOO_MANY_FILES':
      return 413;
    case 'DOWNLOAD.LINK_INVALID':
      return 403;
    case 'DOWNLOAD.LINK_EXPIRED':
      return 410;
    case 'REQUEST.MALFORMED_JSON':
      return 400;
    case 'REQUEST.UNSUPPORTED_MEDIA_TYPE':
      return 415;
    case 'REQUEST.TOO_LARGE':
      return 413;
    case 'ROUTE.NOT_FOUND':
    case 'BOOK.NOT_FOUND':
    case 'DOCUMENT.NOT_FOUND':
    case 'FUNDER.NOT_FOUND':
      return 404;
    case 'AUTH.MISSING_TOKEN':
    case 'AUTH.INVALID_TOKEN':
      return 401;
    case 'AUTH.READ_ONLY_TOKEN':
    case 'ORG.USAGE_LIMIT':
      return 403;
    case 'SERVICE.UNAVAILABLE':
      return 503;
    case 'SERVICE.TIMEOUT':
      return 504;
    case 'BOOK.BUSY':
    case 'EDIT.BOOK_PROCESSING':
    case 'EDIT.CONFLICT':
    case 'FUNDER.ALIAS_TAKEN':
      return 409;
    case 'INTERNAL':
      return 500;
    default: {
      const unmapped: never = code;
      throw new Error(`Unmapped error code ${String(unmapped)}`);
    }
  }
}

const KNOWN_CODES: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && KNOWN_CODES.has(value);
}
