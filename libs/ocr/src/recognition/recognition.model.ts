import { PSM } from 'tesseract.js';

/** An image tesseract could not decode, or a reader that failed while reading. */
export class RecognitionError extends Error {}

/** Bytes tesseract (leptonica) cannot decode as an image: the file is damaged, the readers are sound. */
export class UnreadableImageError extends RecognitionError {}

/**
 * Tesseract's page segmentation for both engines: one uniform block (its API default, said here), so a
 * statement row is read as one line across its columns. Automatic layout (PSM 3) splits the columns into
 * blocks and reads the scans no better.
 */
export const TESSERACT_PAGE_SEGMENTATION = PSM.SINGLE_BLOCK;

/** Parameters both engines set on tesseract. */
export const TESSERACT_PARAMETERS: Readonly<Record<string, string>> = Object.freeze({
  // Inverted (white on black) text is not on statements; checking each line for it doubles the time of noisy lines.
  tessedit_do_invert: '0',
  // Sauvola's local threshold instead of one Otsu threshold for the whole page. Within noise on the synthetic
  // scans (committed set F1 76.5 -> 77.4 % with the program, 76.8 -> 77.5 % with tesseract.js; a held-out set
  // 75.1 -> 74.6 %); kept because the shared real scan needs fewer amount repairs with it (3 instead of 5).
  thresholding_method: '2',
});

/**
 * How tesseract splits a page's ink from its paper to find its lines and words (it reads the words themselves from the
 * grey): `local`, Sauvola's threshold (`TESSERACT_PARAMETERS`), for scans whose paper varies; `global`, one Otsu
 * threshold for the page, for a photographed page whose light OCR has evened out, where Sauvola's windows take the
 * camera's noise and faint print for lines of their own.
 */
export type Thresholding = 'local' | 'global';

/** The parameters `thresholding` sets on top of `TESSERACT_PARAMETERS` (whose own is the local one). */
export function thresholdingParameters(thresholding: Thresholding): Record<string, string> {
  return { thresholding_method: thresholding === 'global' ? '0' : TESSERACT_PARAMETERS.thresholding_method };
}

/** A whole binary PGM: `P5`, width, height, 255, then exactly width x height bytes. */
export function isGreyPgm(image: Uint8Array): boolean {
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(Buffer.from(image.buffer, image.byteOffset, Math.min(image.byteLength, 64)).toString('latin1'));
  return header !== null && image.byteLength === header[0].length + Number(header[1]) * Number(header[2]);
}

/** Why a reading was cancelled, as the page's error: the abort's reason when it is an error, else a `RecognitionError`. */
export function abortReason(signal: AbortSignal | undefined): Error {
  const reason: unknown = signal?.reason;
  return reason instanceof Error ? reason : new RecognitionError(String(reason ?? 'the reading was cancelled'));
}
