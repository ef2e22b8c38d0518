import { classifyDocument, extractPdfText } from '@uw/document-classification';
import { type BankStatementExtraction, chooseScanReading, extractBankStatement, judgeTextLayer, wantsSecondReading } from '@uw/bank-statement-extraction';
import { ocrDocument, secondModelDirectory } from '@uw/ocr';

/** What OCR cost on a scanned document. */
export interface OcrReading {
  pages: number;
  seconds: number;
  /** Mean word confidence, 0..100. */
  confidence: number;
}

export type WorkerReading =
  | {
      ok: true;
      classifiedAs: string;
      extraction: BankStatementExtraction | null;
      pages: string[];
      /** The second OCR model's reading of a scanned statement the first left unreconciled (`chooseScanReading`). */
      secondPages?: string[];
      ocr: OcrReading | null;
    }
  | { ok: false; classifiedAs: string; reason: string; ocr: OcrReading | null };

const LEDGER_TYPES = new Set(['bank_statement', 'month_to_date']);

/**
 * A PDF read the way the parsing worker reads it (apps/parsing content-type.parser): the text layer, or
 * OCR when the PDF has too little text (a scan) or a layer of glyph codes (fonts without a map to characters), then
 * classification, then the ledger extraction for bank
 * statements and month-to-date printouts; a scanned statement that does not reconcile is read again with the
 * second OCR model, where there is one, and the reading that reconciles is kept.
 */
export async function readAsWorker(data: Buffer): Promise<WorkerReading> {
  const text = await extractPdfText(data);
  if (!text.ok) return { ok: false, classifiedAs: 'unreadable', reason: text.reason, ocr: null };
  if (text.lowText) return readScanned(data);
  const asPrinted = classifyAndExtract(text.pages, text.pageCount, null);
  const layer = judgeTextLayer(text.pages.join('\n'));
  if (!layer.glyphCodes) return asPrinted;
  const scanned = await readScanned(data);
  const reconciled = (reading: WorkerReading) => reading.ok && reading.extraction?.reconciliation?.is_reconciled === true;
  if (!scanned.ok || scanned.classifiedAs === 'unsupported_file' || (reconciled(asPrinted) && !reconciled(scanned))) return asPrinted;
  return scanned;
}

/** A PDF read by OCR from its pages as drawn, and again with the second model where the first reading does not reconcile. */
async function readScanned(data: Buffer): Promise<WorkerReading> {
  const scan = await ocrDocument({ data, mime: 'application/pdf' });
  if (!scan.ok) return { ok: false, classifiedAs: 'unsupported_file', reason: `OCR failed: ${scan.reason}`, ocr: null };
  const first = classifyAndExtract(
    scan.pages.map((page) => page.text),
    scan.pageCount,
    { pages: scan.pages.length, seconds: scan.seconds, confidence: scan.meanConfidence },
  );
  if (!first.extraction || !wantsSecondReading(first.extraction, scan.pages.length) || secondModelDirectory() === null) return first;
  const again = await ocrDocument({ data, mime: 'application/pdf', model: 'second' });
  if (!again.ok) return first;
  const seconds = scan.seconds + again.seconds;
  return withSecondPages({ ...first, ocr: first.ocr && { ...first.ocr, seconds } }, again.pages.map((page) => page.text));
}

/** The first reading, and the second model's pages: the extraction `chooseScanReading` keeps. */
function withSecondPages(first: Extract<WorkerReading, { ok: true }>, secondPages: string[]): WorkerReading {
  const second = classifyAndExtract(secondPages, secondPages.length, first.ocr);
  const extraction = first.extraction && second.extraction ? chooseScanReading(first.extraction, second.extraction) : first.extraction;
  return { ...first, extraction, secondPages };
}

const SECOND_READING_MARK = '=== second reading';
/** First line of a reading OCR made of a PDF that is no scan (a text layer of glyph codes): read again as OCR text. */
const OCR_MARK = '=== read by OCR';

/**
 * A reading's page text as `--text` saves it: `=== page N` before each page, the second model's pages after `=== second
 * reading`; `=== read by OCR` first where OCR read it.
 */
export function savedText(reading: Extract<WorkerReading, { ok: true }>): string {
  const pages = (texts: string[]) => texts.map((page, index) => `=== page ${index + 1}\n${page}`).join('\n');
  const text = reading.secondPages ? `${pages(reading.pages)}\n${SECOND_READING_MARK}\n${pages(reading.secondPages)}` : pages(reading.pages);
  return reading.ocr ? `${OCR_MARK}\n${text}` : text;
}

/**
 * A document whose pages were written by `--text` (`savedText`), read again without OCR, its second reading too; as OCR
 * text where `scanned` (the truth says it is a scan) or the text says OCR read it.
 */
export function readFromText(savedWithMark: string, scannedTruth: boolean): WorkerReading {
  const readByOcr = savedWithMark.startsWith(`${OCR_MARK}\n`);
  const saved = readByOcr ? savedWithMark.slice(OCR_MARK.length + 1) : savedWithMark;
  const scanned = scannedTruth || readByOcr;
  const [firstText, secondText] = saved.split(`\n${SECOND_READING_MARK}\n`);
  const pagesOf = (text: string) => text.split(/^=== page \d+\n/m).slice(1).map((page) => page.replace(/\n$/, ''));
  const pages = pagesOf(firstText);
  const first = classifyAndExtract(pages, pages.length, scanned ? { pages: pages.length, seconds: 0, confidence: 0 } : null);
  if (secondText === undefined || !first.extraction || !wantsSecondReading(first.extraction, pages.length)) return first;
  return withSecondPages(first, pagesOf(secondText));
}

function classifyAndExtract(pages: string[], pageCount: number, ocr: OcrReading | null): Extract<WorkerReading, { ok: true }> {
  const classification = classifyDocument({ text: pages.join('\n'), mime: 'application/pdf', pageCount });
  const extraction = LEDGER_TYPES.has(classification.document_type) ? extractBankStatement(pages, { scanned: ocr !== null }) : null;
  return { ok: true, classifiedAs: classification.document_type, extraction, pages, ocr };
}
