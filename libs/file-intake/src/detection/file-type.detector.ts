import { type DetectedFileType } from './detected-file-type.model';
import { heifMimeFromBrand } from './heif-brand.map';
import { asciiAt, hasAsciiAt, hasBytesAt, indexOfAscii } from './magic-bytes.match';
import { isUtf8Text } from './utf8-text.check';

/** Acrobat accepts `%PDF-` anywhere in the first KiB, and real uploads (mail gateways, scanners) rely on it. */
const MAX_PDF_HEADER_OFFSET = 1024;
const UTF8_BOM = [0xef, 0xbb, 0xbf];

interface Signature {
  type: DetectedFileType;
  matches(head: Uint8Array): boolean;
}

const image = (mime: string): DetectedFileType => ({ mime, kind: 'image' });
const PDF: DetectedFileType = { mime: 'application/pdf', kind: 'pdf' };
const ZIP: DetectedFileType = { mime: 'application/zip', kind: 'zip' };
const JSON_TYPE: DetectedFileType = { mime: 'application/json', kind: 'json' };
const TEXT: DetectedFileType = { mime: 'text/plain', kind: 'text' };
const UNKNOWN: DetectedFileType = { mime: 'application/octet-stream', kind: 'unknown' };

/** Signatures that must sit at offset 0; checked before the lenient PDF search so a stored PDF inside a ZIP stays a ZIP. */
const SIGNATURES: readonly Signature[] = [
  { type: PDF, matches: (head) => hasAsciiAt(head, 0, '%PDF-') },
  { type: image('image/png'), matches: (head) => hasBytesAt(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { type: image('image/jpeg'), matches: (head) => hasBytesAt(head, 0, [0xff, 0xd8, 0xff]) },
  { type: image('image/gif'), matches: (head) => hasAsciiAt(head, 0, 'GIF87a') || hasAsciiAt(head, 0, 'GIF89a') },
  { type: image('image/tiff'), matches: isTiff },
  { type: image('image/webp'), matches: (head) => hasAsciiAt(head, 0, 'RIFF') && hasAsciiAt(head, 8, 'WEBP') },
  // Local file header, empty archive, and the marker a spanned archive written as one piece starts with.
  { type: ZIP, matches: (head) => [[0x03, 0x04], [0x05, 0x06], [0x07, 0x08]].some((tail) => hasBytesAt(head, 0, [0x50, 0x4b, ...tail])) },
];

/**
 * The real type of an upload from its first bytes (pass `FILE_TYPE_HEAD_BYTES` of them, or the whole file
 * when smaller); the file name and the declared content type are not consulted.
 */
export function detectFileType(head: Uint8Array): DetectedFileType {
  const signature = SIGNATURES.find((candidate) => candidate.matches(head));
  if (signature) return signature.type;
  const heifMime = detectHeif(head);
  if (heifMime) return image(heifMime);
  if (indexOfAscii(head, '%PDF-', MAX_PDF_HEADER_OFFSET) >= 0) return PDF;
  return detectText(head);
}

function isTiff(head: Uint8Array): boolean {
  // Little- and big-endian byte orders, classic TIFF (42) and BigTIFF (43).
  return [0x2a, 0x2b].some(
    (version) => hasBytesAt(head, 0, [0x49, 0x49, version, 0x00]) || hasBytesAt(head, 0, [0x4d, 0x4d, 0x00, version]),
  );
}

/** HEIC/HEIF are ISO-BMFF files: a leading `ftyp` box whose major brand names the format. */
function detectHeif(head: Uint8Array): string | undefined {
  if (!hasAsciiAt(head, 4, 'ftyp') || head.length < 12) return undefined;
  return heifMimeFromBrand(asciiAt(head, 8, 4));
}

function detectText(head: Uint8Array): DetectedFileType {
  const body = hasBytesAt(head, 0, UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
  if (body.length === 0 || !isUtf8Text(body)) return UNKNOWN;
  const firstSignificant = body.find((byte) => byte !== 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d);
  return firstSignificant === 0x7b || firstSignificant === 0x5b ? JSON_TYPE : TEXT;
}
