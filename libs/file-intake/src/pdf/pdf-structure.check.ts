import { detectFileType } from '../detection/file-type.detector';
import { FILE_TYPE_HEAD_BYTES } from '../detection/detected-file-type.model';

/**
 * Writers put `%%EOF` last, though some pad or append a little after it; a file that lacks it near its end
 * was cut off, even when the objects that did arrive still parse.
 */
const END_MARKER_WINDOW_BYTES = 4096;

/** A reason the bytes cannot be a whole PDF, found without parsing it; `undefined` when none. */
export function findStructuralProblem(data: Buffer): string | undefined {
  if (data.length === 0) return 'The file is empty';
  const detected = detectFileType(data.subarray(0, FILE_TYPE_HEAD_BYTES));
  if (detected.kind !== 'pdf') return `The file is not a PDF: it has no %PDF- header (its content looks like ${detected.mime})`;
  if (!data.subarray(-END_MARKER_WINDOW_BYTES).includes('%%EOF')) {
    return 'The PDF is truncated: it does not end with the %%EOF marker, so the upload was probably cut off';
  }
  return undefined;
}
