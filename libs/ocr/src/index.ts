export { OCR_PAGE_BANDS_ENV, ocrDocument, pdfPagesAreScans, shutdownOcr } from './ocr-document.reader';
export { OCR_ENGINE_ENV, ocrEngine, type OcrEngine } from './recognition/page.recognizer';
export {
  DEFAULT_OCR_LIMITS,
  type OcrModel,
  OCR_MAX_IMAGE_PIXELS,
  OCR_MAX_PAGE_PIXELS,
  OCR_RENDER_DPI,
  type OcrInput,
  type OcrPage,
  type OcrResult,
} from './ocr.model';
export { OCR_SECOND_READING_ENV } from './recognition/second-reading';
export { OCR_SECOND_MODEL_DIR_ENV, programModelDirectory, secondModelDirectory, tesseractArguments } from './recognition/tesseract-program.reader';
export { OCR_THREADS } from './recognition/tesseract.pool';
