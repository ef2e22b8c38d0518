export type PdfTextExtraction =
  | {
      ok: true;
      /** Text of each page read, lines separated by `\n`, in reading order (top to bottom, left to right). */
      pages: string[];
      /** Pages of the whole document; more than `pages.length` when `maxPages` stopped the reading early. */
      pageCount: number;
      /** Non-whitespace characters of all pages read. */
      textChars: number;
      /** Non-whitespace characters of each page read. */
      pageTextChars: number[];
      /** Most pages carry (almost) no text: an image-only scan that needs OCR to be read. */
      lowText: boolean;
    }
  | { ok: false; reason: string };

/**
 * Which text layer reads a PDF: `poppler` is `pdftotext -bbox-layout` run as a program (about twice as fast
 * as pdf.js), `pdfjs` is pdf.js in a worker thread, `auto` is poppler when `pdftotext` is on PATH, else
 * pdf.js. Whichever is chosen, a file poppler refuses (damaged, no pages, copying not allowed, pdftotext
 * crashing or missing) is read by pdf.js.
 */
export type PdfTextReaderChoice = 'auto' | 'poppler' | 'pdfjs';

/** The environment variable that chooses the reader for a process (`pdfjs`, `poppler` or `auto`). */
export const PDF_TEXT_READER_ENV = 'PDF_TEXT_READER';

export interface PdfTextOptions {
  /** The text layer; without it, `PDF_TEXT_READER` from the environment, else `auto`. */
  reader?: PdfTextReaderChoice;
  /** Pages read from the start of the document; the rest are counted, not read. */
  maxPages?: number;
  /** Past this the reader is stopped and the PDF called unreadable. */
  timeoutMs?: number;
  /**
   * Heap of the reader; a PDF that needs more is called unreadable instead of exhausting the service. For
   * poppler: the address space of its process (when `prlimit` is available) and the most XHTML it may write.
   */
  maxHeapMb?: number;
}

export const DEFAULT_PDF_TEXT_OPTIONS: Readonly<Required<Omit<PdfTextOptions, 'reader'>>> = Object.freeze({
  maxPages: 500,
  timeoutMs: 60_000,
  maxHeapMb: 512,
});

/** A page with fewer non-whitespace characters than this has no usable text layer (a scan, a photo). */
export const LOW_TEXT_CHARS_PER_PAGE = 40;

/** How either text layer reports a read that ran out of time. */
export function readingTookTooLong(timeoutMs: number): Error {
  return new Error(`reading it took longer than ${timeoutMs / 1000} s, the time allowed`);
}
