import type { OnApplicationShutdown } from '@nestjs/common';
import { classifyDocument, extractPdfText } from '@uw/document-classification';
import { chooseScanReading, extractBankStatement, judgeTextLayer, type TextLayerJudgement, wantsSecondReading } from '@uw/bank-statement-extraction';
import { importAssetReport } from '@uw/banklink-import';
import { extractLoanApplication } from '@uw/loan-application-extraction';
import { ocrDocument, pdfPagesAreScans, secondModelDirectory, shutdownOcr } from '@uw/ocr';
import { detectFileType } from '@uw/file-intake';
import { type DocumentInput, type DocumentOutcome, type DocumentParser, LEDGER_TYPES, type OcrPages } from './document-parser';

/**
 * Below this mean word confidence OCR read little of a scan: the print is too faint, broken or blurred. Of
 * about 160 synthetic scans read in development, every one at 50 or under read no transaction right (18-50),
 * every one at 72 or over read most of its money right (72.9-100); none fell between.
 */
const LEGIBLE_SCAN_CONFIDENCE = 60;

export function illegibleScanReason(meanConfidence: number): string {
  return `The scan is too faint or damaged to read (OCR mean word confidence ${Math.round(meanConfidence)}/100): ask for a clearer copy`;
}

/** The first warning of a ledger read by OCR: how sure the reading is, and what to do when it is not. */
export function scannedLedgerNote(meanConfidence: number): string {
  return meanConfidence < LEGIBLE_SCAN_CONFIDENCE
    ? `${illegibleScanReason(meanConfidence)}; what was read is below and may be wrong`
    : `Read by OCR (mean word confidence ${Math.round(meanConfidence)}/100); check amounts against the image`;
}

/**
 * Reads each file's text and classifies it from content (libs/document-classification). Unreadable
 * files fail with the reason; image-only PDFs and photos are read by OCR (libs/ocr); JSON can only be a
 * bank-link asset report (libs/banklink-import). Bank statements and month-to-date printouts are read
 * into ledgers (libs/bank-statement-extraction), assembled by the job into `parser_v2_mca_result`;
 * loan applications into `parser_v2_loan_application` (libs/loan-application-extraction).
 */
export class ContentTypeParser implements DocumentParser, OnApplicationShutdown {
  /** OCR threads would keep a stopping worker alive. */
  async onApplicationShutdown(): Promise<void> {
    await shutdownOcr();
  }

  async parse(input: DocumentInput): Promise<DocumentOutcome> {
    const type = detectFileType(input.data.subarray(0, 4_096));
    switch (type.kind) {
      case 'pdf': {
        const pdf = await extractPdfText(input.data);
        if (!pdf.ok) return failed(`Unreadable PDF: ${pdf.reason}`);
        if (pdf.lowText) return readScan(input.data, type.mime);
        return readTextLayer(pdf.pages, pdf.pageCount, input.data, type.mime);
      }
      case 'json': {
        const outcome = classified(classifyDocument({ text: input.data.toString('utf8'), mime: type.mime }), null);
        return outcome.document_type === 'banklink_asset_report' ? withAssetReport(outcome, input) : outcome;
      }
      case 'text':
        return classified(classifyDocument({ text: input.data.toString('utf8'), mime: type.mime }), null);
      case 'image':
        return readScan(input.data, type.mime);
      default:
        return { ...failed(`Unsupported file type (${type.mime})`), document_type: 'unsupported_file' };
    }
  }

  readOcrPages({ texts, mean_confidence }: OcrPages): DocumentOutcome {
    return readPages(texts, 'image/jpeg', texts.length, mean_confidence);
  }
}

/** Classification, then the extraction the type calls for, from reading-order page text. */
function readPages(pages: string[], mime: string, pageCount: number | null, ocrConfidence: number | null, scannerLayer = false): DocumentOutcome {
  const outcome = classified(classifyDocument({ text: pages.join('\n'), mime, pageCount: pageCount ?? undefined }), pageCount);
  if (LEDGER_TYPES.has(outcome.document_type)) {
    const extraction = extractBankStatement(pages, { scanned: ocrConfidence !== null || scannerLayer });
    if (scannerLayer) return { ...outcome, bank_statement: withNote(extraction, SCANNER_LAYER_NOTE) };
    if (ocrConfidence === null) return { ...outcome, bank_statement: extraction };
    // Scanned: the lower certainty travels with the ledger, where underwriters see the statement's warnings.
    return { ...outcome, bank_statement: { ...extraction, warnings: [scannedLedgerNote(ocrConfidence), ...extraction.warnings] } };
  }
  if (outcome.document_type === 'loan_application_form') return { ...outcome, loan_application: extractLoanApplication(pages) };
  return outcome;
}

/**
 * Image-only PDFs and photos: OCR (libs/ocr), then the same reading as a text PDF. A statement whose reading does not
 * reconcile is read again with the second OCR model, where there is one, and the reading that reconciles is kept
 * (`chooseScanReading`).
 */
async function readScan(data: Buffer, mime: string): Promise<DocumentOutcome> {
  const ocr = await ocrDocument({ data, mime });
  if (!ocr.ok) return { ...failed(`OCR failed: ${ocr.reason}`), document_type: 'unsupported_file' };
  const text = ocr.pages.map((page) => page.text);
  if (text.join('').trim().length === 0) return { ...failed('No readable text, even with OCR'), document_type: 'unsupported_file', page_count: ocr.pageCount };
  const read = await withSecondReading(readPages(text, mime, ocr.pageCount, ocr.meanConfidence), data, mime, { pages: ocr.pages.length, seconds: ocr.seconds });
  // An image is one page of what may be a statement photographed page by page: its text goes with it to be joined.
  const outcome = mime.startsWith('image/') ? { ...read, ocr_pages: { texts: text, mean_confidence: ocr.meanConfidence } } : read;
  // A scan OCR could barely read says so: what to do about it is to ask for a clearer copy, not to send another type.
  if (outcome.document_type === 'unsupported_file' && ocr.meanConfidence < LEGIBLE_SCAN_CONFIDENCE) {
    return { ...outcome, failure_reason: illegibleScanReason(ocr.meanConfidence) };
  }
  const damaged = outcome.document_type === 'unsupported_file' ? (fadedTableReason(text) ?? bentHeadingsReason(text)) : null;
  return damaged ? { ...outcome, failure_reason: damaged } : outcome;
}

const SCANNER_LAYER_NOTE = "Read from the scan's own text layer (a scanner's OCR), with OCR's misreadings mended: check amounts against the image";

function withNote<T extends { warnings: string[] }>(ledger: T, note: string): T {
  return { ...ledger, warnings: [note, ...ledger.warnings] };
}

function isReconciled(outcome: DocumentOutcome): boolean {
  return outcome.bank_statement?.reconciliation?.is_reconciled === true;
}

/**
 * A text PDF, read from its text layer as printed. A searchable scan (its first pages page-size images under text drawn
 * invisibly: a scanner's OCR, `pdfPagesAreScans`) whose reading does not reconcile is read again as the OCR text it is (with the repairs of
 * OCR's misreadings), and failing that by OCR from its page images; one whose layer no person could read goes to OCR
 * at once (`readUnreadableLayer`). The reading that reconciles is kept. A text PDF that is no scan is read as printed,
 * unless its layer is glyph codes (its fonts map their glyphs to no characters): then OCR reads its pages as drawn. Its
 * words alone, however few of them are English, send no text PDF to OCR: one in another language reads no better so.
 */
async function readTextLayer(pages: string[], pageCount: number, data: Buffer, mime: string): Promise<DocumentOutcome> {
  const asPrinted = readPages(pages, mime, pageCount, null);
  const layer = judgeTextLayer(pages.join('\n'));
  const unreconciledLedger = asPrinted.bank_statement !== undefined && !isReconciled(asPrinted);
  if ((layer.unreadable || unreconciledLedger) && (await pdfPagesAreScans(data))) {
    if (layer.unreadable) return readUnreadableLayer(asPrinted, data, mime, layer);
    const asOcrText = readPages(pages, mime, pageCount, null, true);
    if (isReconciled(asOcrText)) return asOcrText;
    const scanned = await readScan(data, mime);
    // Neither reconciles: the layer as printed, with no mend the balances did not confirm.
    return isReconciled(scanned) && scanned.bank_statement
      ? { ...scanned, bank_statement: withNote(scanned.bank_statement, "The scan's own text layer (a scanner's OCR) does not reconcile; read by OCR from the page images instead, which does") }
      : asPrinted;
  }
  return layer.glyphCodes ? readUnreadableLayer(asPrinted, data, mime, layer) : asPrinted;
}

/**
 * A PDF whose text layer no person could read (a scanner's failed OCR, or fonts that map their glyphs to no characters)
 * is read by OCR from what its pages show. The OCR reading is kept where it says what the document is, unless the text
 * layer's own reading reconciles and OCR's does not; it says why it was read so.
 */
async function readUnreadableLayer(fromLayer: DocumentOutcome, data: Buffer, mime: string, layer: TextLayerJudgement): Promise<DocumentOutcome> {
  const scanned = await readScan(data, mime);
  if (scanned.document_type === 'unsupported_file' || (isReconciled(fromLayer) && !isReconciled(scanned))) return fromLayer;
  const why = layer.glyphCodes ? 'its fonts map their glyphs to no characters' : `${Math.round(layer.share * 100)} % of its words are English words`;
  const note = `The PDF's text layer is unreadable (${why}); read by OCR from the page images instead`;
  return scanned.bank_statement ? { ...scanned, bank_statement: withNote(scanned.bank_statement, note) } : scanned;
}

/** The second reading may take this many times the first's (the models read at about the same speed), and at least half a minute. */
const SECOND_READING_TIME_FACTOR = 2;
const MIN_SECOND_READING_MS = 30_000;

/**
 * A scanned statement the first reading leaves unreconciled (`wantsSecondReading`), read again with the second model
 * (`secondModelDirectory`), within a time bound from the first reading's; a long scan (over 20 pages) is read once.
 */
async function withSecondReading(outcome: DocumentOutcome, data: Buffer, mime: string, firstReading: { pages: number; seconds: number }): Promise<DocumentOutcome> {
  const first = outcome.bank_statement;
  if (!first || !wantsSecondReading(first, firstReading.pages) || secondModelDirectory() === null) return outcome;
  const timeoutMs = Math.max(MIN_SECOND_READING_MS, Math.round(firstReading.seconds * 1000 * SECOND_READING_TIME_FACTOR));
  const again = await ocrDocument({ data, mime, model: 'second', timeoutMs });
  if (!again.ok) return outcome;
  const second = readPages(again.pages.map((page) => page.text), mime, again.pageCount, again.meanConfidence).bank_statement;
  return second ? { ...outcome, bank_statement: chooseScanReading(first, second) } : outcome;
}

/** A transaction table's heading: a date column and a description, amount or balance column. */
const TABLE_HEADING = /\bDATE\b.*\b(?:DESCRIPTION|AMOUNT|BALANCE|DEBITS?|CREDITS?|WITHDRAWALS?|DEPOSITS?)\b/i;
/** A line with a date and an amount (`03/14/2025  $412.50`). */
const DATED_MONEY_LINE = /\b\d{1,2}[/-]\d{1,2}(?:[/-]\d{2,4})?\b.*\d\.\d{2}\b/m;
/** Fewer words than this a page, on average, is a scan of headings alone: a statement page prints hundreds. */
const FEW_WORDS_A_PAGE = 30;

/**
 * A scan whose print faded past reading but for its headings (bolder type): OCR reads a transaction table's
 * heading and next to nothing under it, confidently, so the mean confidence says nothing. The reason says what
 * was read and asks for a clearer copy, where `Could not classify` would send the broker looking for another type.
 */
export function fadedTableReason(pages: readonly string[]): string | null {
  const words = pages.join(' ').split(/\s+/).filter(Boolean).length;
  if (words >= FEW_WORDS_A_PAGE * pages.length || !pages.some((page) => TABLE_HEADING.test(page))) return null;
  // A dated line with money on it is a row that read: a short document (a receipt, a wire confirmation), not a faded one.
  if (pages.some((page) => DATED_MONEY_LINE.test(page))) return null;
  return `The scan is too faint to read: OCR read a transaction table's heading but only ${words} words on ${pages.length} page(s), none of its rows; ask for a clearer copy`;
}

/** A line with money on it (`1,234.56`, `446.15-`): what a transaction table prints on every row. */
const MONEY_LINE = /\d[.,]\d{2}(?!\d)/;
/** This many lines with money under a table heading make a table of rows, not a receipt's few lines. */
const MIN_TABLE_MONEY_LINES = 10;

/**
 * A scan whose transaction table OCR read, rows and money, but none of the headings a document is classified by
 * (a statement's period and balances bent past reading: `Sratement Period`, `Ralance last Statemant`): the reason says
 * the scan is too damaged and asks for a clearer copy, where `Could not classify` would send the broker looking for
 * another type.
 */
export function bentHeadingsReason(pages: readonly string[]): string | null {
  if (!pages.some((page) => TABLE_HEADING.test(page))) return null;
  const lines = pages.flatMap((page) => page.split('\n')).filter((line) => MONEY_LINE.test(line)).length;
  if (lines < MIN_TABLE_MONEY_LINES) return null;
  return `The scan is too damaged to read: OCR read a table of ${lines} lines with amounts but not the headings that say what the document is (a statement's period or balances); ask for a clearer copy`;
}

/** A bank-link asset report becomes a ledger; JSON that is not one fails with what is missing. */
function withAssetReport(outcome: DocumentOutcome, input: DocumentInput): DocumentOutcome {
  let json: unknown;
  try {
    json = JSON.parse(input.data.toString('utf8'));
  } catch {
    return { ...outcome, document_status: 'failed', failure_reason: 'The bank-link file is not valid JSON' };
  }
  const imported = importAssetReport(json, input.document_id);
  if (!imported.ok) return { ...outcome, document_status: 'failed', failure_reason: `Unreadable bank-link asset report: ${imported.reason}` };
  return { ...outcome, banklink: imported.result };
}

function classified(result: ReturnType<typeof classifyDocument>, pageCount: number | null): DocumentOutcome {
  if (result.document_type === 'unsupported_file') {
    return { document_type: 'unsupported_file', document_status: 'failed', failure_reason: `Could not classify: ${result.signals.join('; ')}`, page_count: pageCount };
  }
  return { document_type: result.document_type, document_status: 'completed', failure_reason: null, page_count: pageCount };
}

function failed(reason: string): DocumentOutcome {
  return { document_type: 'pending', document_status: 'failed', failure_reason: reason, page_count: null };
}
