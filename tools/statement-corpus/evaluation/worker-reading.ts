import { classifyDocument, extractPdfText } from '@uw/document-classification';
import { type BankStatementExtraction, extractBankStatement } from '@uw/bank-statement-extraction';
import { ocrDocument } from '@uw/ocr';

/** What OCR cost on a scanned document. */
export interface OcrReading {
  pages: number;
  seconds: number;
  /** Mean word confidence, 0..100. */
  confidence: number;
}

export type WorkerReading =
  | { ok: true; classifiedAs: string; extraction: BankStatementExtraction | null; pages: string[]; ocr: OcrReading | null }
  | { ok: false; classifiedAs: string; reason: string; ocr: OcrReading | null };

const LEDGER_TYPES = new Set(['bank_statement', 'month_to_date']);

/**
 * A PDF read the way the parsing worker reads it (apps/parsing content-type.parser): the text layer, or
 * OCR when the PDF has too little text (a scan), then classification, then the ledger extraction for bank
 * statements and month-to-date printouts.
 */
export async function readAsWorker(data: Buffer): Promise<WorkerReading> {
  const text = await extractPdfText(data);
  if (!text.ok) return { ok: false, classifiedAs: 'unreadable', reason: text.reason, ocr: null };
  if (!text.lowText) return classifyAndExtract(text.pages, text.pageCount, null);
  const scan = await ocrDocument({ data, mime: 'application/pdf' });
  if (!scan.ok) return { ok: false, classifiedAs: 'unsupported_file', reason: `OCR failed: ${scan.reason}`, ocr: null };
  const ocr = { pages: scan.pages.length, seconds: scan.seconds, confidence: scan.meanConfidence };
  return classifyAndExtract(
    scan.pages.map((page) => page.text),
    scan.pageCount,
    ocr,
  );
}

/** A document whose pages were written by `evaluate --text` (`=== page N` before each page), read again without OCR. */
export function readFromText(saved: string, scanned: boolean): WorkerReading {
  const pages = saved.split(/^=== page \d+\n/m).slice(1).map((page) => page.replace(/\n$/, ''));
  return classifyAndExtract(pages, pages.length, scanned ? { pages: pages.length, seconds: 0, confidence: 0 } : null);
}

function classifyAndExtract(pages: string[], pageCount: number, ocr: OcrReading | null): WorkerReading {
  const classification = classifyDocument({ text: pages.join('\n'), mime: 'application/pdf', pageCount });
  const extraction = LEDGER_TYPES.has(classification.document_type) ? extractBankStatement(pages, { scanned: ocr !== null }) : null;
  return { ok: true, classifiedAs: classification.document_type, extraction, pages, ocr };
}
