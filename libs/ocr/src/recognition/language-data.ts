import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Directory of the English LSTM model (`eng.traineddata.gz`, tessdata "best_int") shipped by the npm
 * package `@tesseract.js-data/eng`: tesseract reads it from disk, so nothing is downloaded at run time.
 */
export function englishLanguageDataPath(): string {
  const path = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');
  if (!existsSync(join(path, 'eng.traineddata.gz'))) throw new Error(`OCR language data is missing from ${path}`);
  return path;
}
