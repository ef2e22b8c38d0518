export { extractPdfText, pdfTextReader, pdfTextReaderStats, type PdfTextReaderStats } from './pdf-text/pdf-text.extractor';
export {
  DEFAULT_PDF_TEXT_OPTIONS,
  LOW_TEXT_CHARS_PER_PAGE,
  PDF_TEXT_READER_ENV,
  type PdfTextExtraction,
  type PdfTextOptions,
  type PdfTextReaderChoice,
} from './pdf-text/pdf-text.model';
export { assemblePageLines } from './pdf-text/page-lines.assembler';
export { onPath } from './pdf-text/pdf-text.poppler-reader';
export { type TextFragment } from './pdf-text/text-fragment.model';
export { classifyDocument } from './classification/document.classifier';
export {
  type ClassificationInput,
  type DocumentClassification,
  type DocumentType,
  type ProfiledDocumentType,
} from './classification/document-type.model';
