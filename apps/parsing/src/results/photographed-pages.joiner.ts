import type { BankStatementExtraction } from '@uw/bank-statement-extraction';
import type { DocumentOutcome, OcrPages } from '../classification/document-parser';

/** Documents whose ledger is read into `parser_v2_mca_result`. */
const LEDGER_TYPES = new Set<string>(['bank_statement', 'month_to_date']);
/** Pages read as one statement at the most: the joins tried grow with the square of a run's length. */
const MAX_JOINED_PAGES = 40;

/** One upload as the job parsed it. */
export interface ParsedUpload {
  document_id: string;
  filename: string;
  outcome: DocumentOutcome;
}

/**
 * A statement photographed page by page comes as one image a page. Read alone, each page holds part of the rows and at
 * most one of the balances, so none reconciles (the first page's rows stop short of the ending balance on the last),
 * and a page of rows alone may not even say what it is. Uploads given in order are joined where they are such pages:
 * from an image read as a statement that does not reconcile alone, the images that follow it (read as statements
 * that do not reconcile alone either, or as nothing) are read again as one document with it, and the longest such
 * run whose joined reading reconciles is kept. The first upload takes the joined ledger, with a warning naming the
 * others; the others complete as its pages, without ledgers of their own (their rows are in the joined one). Where no
 * run reconciles, the images right after the first that alone could not be classified (pages of rows) are joined to
 * it all the same when that reads more rows. Images that reconcile alone (one-page statements of several months), and
 * other runs whose joined reading does not reconcile, are left as read.
 */
export function joinPhotographedPages(uploads: readonly ParsedUpload[], read: (pages: OcrPages) => DocumentOutcome): ParsedUpload[] {
  const joined = [...uploads];
  let start = 0;
  while (start < joined.length) {
    const run = pagesRun(joined, start);
    const kept = longestReconciledJoin(run, read);
    if (!kept) {
      start += 1;
      continue;
    }
    const { reading, count } = kept;
    joined.splice(start, count, ...asPagesOf(run.slice(0, count), reading));
    start += count;
  }
  return joined;
}

/** The uploads from `start` on that may be one statement's photographed pages: its first is read as a statement. */
function pagesRun(uploads: readonly ParsedUpload[], start: number): ParsedUpload[] {
  const first = uploads[start];
  if (!first.outcome.ocr_pages || !LEDGER_TYPES.has(first.outcome.document_type) || reconciled(first.outcome.bank_statement)) return [];
  const run = [first];
  let pages = first.outcome.ocr_pages.texts.length;
  for (const next of uploads.slice(start + 1)) {
    const texts = next.outcome.ocr_pages?.texts;
    if (!texts || !(LEDGER_TYPES.has(next.outcome.document_type) || next.outcome.document_type === 'unsupported_file')) break;
    // An image that reconciles alone is a statement of its own (one page, one month), not a page of this one.
    if (reconciled(next.outcome.bank_statement)) break;
    if (pages + texts.length > MAX_JOINED_PAGES) break;
    pages += texts.length;
    run.push(next);
  }
  return run;
}

function longestReconciledJoin(run: readonly ParsedUpload[], read: (pages: OcrPages) => DocumentOutcome): { reading: DocumentOutcome; count: number } | null {
  for (let count = run.length; count >= 2; count -= 1) {
    const reading = read(joinedPages(run.slice(0, count)));
    if (LEDGER_TYPES.has(reading.document_type) && reconciled(reading.bank_statement)) return { reading, count };
  }
  // Pages of rows that say nothing of what they are alone (they failed as unclassifiable) are the statement's pages
  // before them even where OCR's misreadings keep the whole from reconciling: joined, their rows are in the ledger,
  // which says it does not reconcile, instead of lost with failed documents.
  const unclassified = run.slice(1).findIndex((upload) => upload.outcome.document_type !== 'unsupported_file');
  const count = unclassified < 0 ? run.length : unclassified + 1;
  if (count < 2) return null;
  const reading = read(joinedPages(run.slice(0, count)));
  const rowsAlone = run[0].outcome.bank_statement?.transactions.length ?? 0;
  return LEDGER_TYPES.has(reading.document_type) && (reading.bank_statement?.transactions.length ?? 0) > rowsAlone ? { reading, count } : null;
}

/** The group's pages in order, and OCR's confidence over all of them (each upload's mean weighed by its pages). */
function joinedPages(group: readonly ParsedUpload[]): OcrPages {
  const readings = group.map((upload) => upload.outcome.ocr_pages as OcrPages);
  const pages = readings.reduce((sum, reading) => sum + reading.texts.length, 0);
  const confidence = readings.reduce((sum, reading) => sum + reading.mean_confidence * reading.texts.length, 0) / Math.max(1, pages);
  return { texts: readings.flatMap((reading) => reading.texts), mean_confidence: confidence };
}

/** The first upload holds the joined ledger and says so; the others complete as its pages. */
function asPagesOf(group: readonly ParsedUpload[], reading: DocumentOutcome): ParsedUpload[] {
  const [first, ...others] = group;
  const ledger = reading.bank_statement as BankStatementExtraction;
  const names = others.map((upload) => upload.filename).join(', ');
  const note = `Read as one statement with the ${others.length} page image${others.length === 1 ? '' : 's'} uploaded after it (${names}): a statement photographed page by page`;
  const [ocrNote, ...rest] = ledger.warnings;
  return [
    {
      ...first,
      outcome: { ...first.outcome, document_type: reading.document_type, document_status: 'completed', failure_reason: null, bank_statement: { ...ledger, warnings: [ocrNote, note, ...rest] } },
    },
    ...others.map((upload) => ({
      ...upload,
      outcome: { ...upload.outcome, document_type: reading.document_type, document_status: 'completed' as const, failure_reason: null, bank_statement: undefined },
    })),
  ];
}

function reconciled(extraction: BankStatementExtraction | undefined): boolean {
  if (!extraction) return false;
  return (extraction.accounts ?? [extraction]).every((account) => account.reconciliation?.is_reconciled === true);
}
