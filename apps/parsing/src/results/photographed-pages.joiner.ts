import type { BankStatementExtraction } from '@uw/bank-statement-extraction';
import { type DocumentOutcome, LEDGER_TYPES, type OcrPages } from '../classification/document-parser';
/** Pages read as one statement at the most. */
const MAX_JOINED_PAGES = 40;
/** Joined readings tried for one Book at the most: each reads up to `MAX_JOINED_PAGES` pages again, in the worker's thread. */
const MAX_JOINED_READINGS = 120;

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
 * an image read as a statement that does not reconcile alone opens a run, and the images after it that continue it
 * join the run (each read as a statement, or as nothing, that does not reconcile alone, prints no opening balance of its
 * own, and names no other account). The longest part of the run, from its first image, whose joined reading
 * reconciles with no more accounts than the first image reads is kept: the first upload takes the joined ledger, with
 * a warning naming the others, and the others complete as its pages, without ledgers of their own (their rows are in
 * the joined one). Anything else is left as read: images that reconcile alone (one-page statements of several months),
 * a run no part of which reconciles joined (its rows stay where they were read; an image no one could classify stays
 * failed), and the first page of another statement.
 */
export function joinPhotographedPages(uploads: readonly ParsedUpload[], read: (pages: OcrPages) => DocumentOutcome): ParsedUpload[] {
  const joined = [...uploads];
  let readings = 0;
  let start = 0;
  while (start < joined.length) {
    const run = pagesRun(joined, start);
    const kept = run.length < 2 ? null : longestReconciledJoin(run, read, MAX_JOINED_READINGS - readings);
    readings += kept?.readings ?? 0;
    if (kept?.reading) joined.splice(start, kept.count, ...asPagesOf(run.slice(0, kept.count), kept.reading));
    // A run's other images continue its first: none opens a statement of its own.
    start += Math.max(1, kept?.reading ? kept.count : run.length);
  }
  return joined;
}

/** The uploads from `start` on that may be one statement's photographed pages, the first of them read as a statement. */
function pagesRun(uploads: readonly ParsedUpload[], start: number): ParsedUpload[] {
  const first = uploads[start];
  const statement = first.outcome.bank_statement;
  if (!first.outcome.ocr_pages || !LEDGER_TYPES.has(first.outcome.document_type) || reconciled(statement)) return [];
  const run = [first];
  let pages = first.outcome.ocr_pages.texts.length;
  for (const next of uploads.slice(start + 1)) {
    const texts = next.outcome.ocr_pages?.texts;
    if (!texts || !continues(next.outcome, statement) || pages + texts.length > MAX_JOINED_PAGES) break;
    pages += texts.length;
    run.push(next);
  }
  return run;
}

/**
 * Whether an image may be a later page of `statement`: read as a statement or as nothing, not reconciling alone (it
 * would be a statement of its own), printing no opening balance (a statement's first page does), and naming no other
 * account.
 */
function continues(outcome: DocumentOutcome, statement: BankStatementExtraction | undefined): boolean {
  if (!LEDGER_TYPES.has(outcome.document_type) && outcome.document_type !== 'unsupported_file') return false;
  const own = outcome.bank_statement;
  if (!own) return true;
  if (reconciled(own) || own.starting_balance !== null) return false;
  const [mine, theirs] = [accountDigits(statement?.account_number), accountDigits(own.account_number)];
  return mine === null || theirs === null || mine === theirs;
}

function longestReconciledJoin(
  run: readonly ParsedUpload[],
  read: (pages: OcrPages) => DocumentOutcome,
  allowed: number,
): { reading: DocumentOutcome | null; count: number; readings: number } {
  const accounts = accountCount(run[0].outcome.bank_statement);
  let readings = 0;
  for (let count = run.length; count >= 2 && readings < allowed; count -= 1) {
    const reading = read(joinedPages(run.slice(0, count)));
    readings += 1;
    const statement = reading.bank_statement;
    if (LEDGER_TYPES.has(reading.document_type) && reconciled(statement) && accountCount(statement) <= accounts) return { reading, count, readings };
  }
  return { reading: null, count: 0, readings };
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

function accountCount(extraction: BankStatementExtraction | undefined): number {
  return extraction?.accounts?.length ?? 1;
}

/** An account number's last four digits, as masked numbers print them; null when it prints none. */
function accountDigits(number: string | null | undefined): string | null {
  const digits = (number ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : null;
}
