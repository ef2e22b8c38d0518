import { type OcrTextLine } from '../lines/ocr-line.model';
import { isGreyPgm, RecognitionError, type Thresholding } from './recognition.model';
import { recognizeWithTesseractProgram, stopTesseractPrograms, tesseractProgramInstalled } from './tesseract-program.reader';
import { recognizeWithTesseractThread, stopAllTesseractThreads, stopBusyTesseractThreads } from './tesseract.pool';

/** Forces the OCR engine: `tesseract` (the program) or `tesseract.js` (WebAssembly threads). */
export const OCR_ENGINE_ENV = 'OCR_ENGINE';
export type OcrEngine = 'tesseract' | 'tesseract.js';

/**
 * The engine pages are read with: `OCR_ENGINE` when set, else the tesseract program when it is installed
 * (faster, same model and parameters), else tesseract.js, which needs nothing but npm packages.
 */
export function ocrEngine(): OcrEngine {
  const chosen = process.env[OCR_ENGINE_ENV]?.trim().toLowerCase();
  if (chosen === 'tesseract' || chosen === 'tesseract.js') return chosen;
  return tesseractProgramInstalled() ? 'tesseract' : 'tesseract.js';
}

/**
 * Reads one page image into its text lines with the chosen engine. The tesseract program is only given the 8-bit grey
 * PGM pages this library draws itself (rendered PDF pages, and every image upload, which OCR decodes to grey pages):
 * given a file it cannot decode as an image, the program reads it as a list of file names and reads those. Anything
 * else goes to tesseract.js, which only ever sees the bytes it is given (defence in depth: no caller hands it
 * anything but grey pages now). Aborting `signal` fails the page, whether it waits for a reader or is being read.
 * `modelDirectory`: the second model's folder (`secondModelDirectory`), which only the program reads, and only our
 * grey pages. `thresholding`: how tesseract finds the page's lines (`Thresholding`).
 */
export function recognizePage(
  image: Uint8Array,
  dpi?: number,
  signal?: AbortSignal,
  modelDirectory?: string,
  thresholding: Thresholding = 'local',
): Promise<OcrTextLine[]> {
  if (modelDirectory !== undefined) {
    return isGreyPgm(image)
      ? recognizeWithTesseractProgram(image, dpi, signal, modelDirectory, thresholding)
      : Promise.reject(new RecognitionError('the second model reads only the grey pages OCR draws itself'));
  }
  return ocrEngine() === 'tesseract' && isGreyPgm(image)
    ? recognizeWithTesseractProgram(image, dpi, signal, undefined, thresholding)
    : recognizeWithTesseractThread(image, dpi, signal, thresholding);
}

/** Stops every page being read now (a document ran out of time); those pages fail with `reason`. */
export async function stopBusyReaders(reason: string): Promise<void> {
  stopTesseractPrograms(reason);
  await stopBusyTesseractThreads(reason);
}

/** Stops every reader; a later call starts new ones. */
export async function stopAllReaders(): Promise<void> {
  stopTesseractPrograms('OCR was shut down');
  await stopAllTesseractThreads();
}
