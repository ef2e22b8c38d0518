import { withSummariesReadDown } from '../header/summary-across.reader';
import { ENDING_LABEL } from '../header/statement-balances.finder';

/** What a loan's or a credit line's statement prints and a deposit account's never does: a payment due. */
const PAYMENT_DUE = [/\bminimum\s*(?:amount|payment)\s*due\b/i, /\bpayment\s*due\s*date\b/i];
/** What it prints beside it (an overdraft box of a deposit account prints these too, never a payment due). */
const CREDIT_LINE_LABELS = [/\boutstanding\s*balance\b/i, /\bcredit\s*limit\b/i, /\bcredit\s*available\b/i];

/**
 * A credit line's statement printed after a deposit account's (KeyBank's `Cash Reserve Credit`: `Outstanding balance`,
 * `Minimum amount due`, `Credit limit`), with no ending balance printed with its figure (a disclosure's worksheet says
 * `Enter ending balance` too; a summary printed across is read down first): its name (the first heading cell that names a
 * credit, a loan or a line, else `credit line`), or null for a deposit account's statement. A line of credit that prints
 * a `New Balance` is not recognised (it reads as a statement of its own).
 */
export function creditLineName(pages: readonly string[]): string | null {
  const text = pages.join('\n');
  // The labels first: nearly every statement has none, and is done without reading its summaries down.
  if (!PAYMENT_DUE.some((label) => label.test(text)) || !CREDIT_LINE_LABELS.some((label) => label.test(text))) return null;
  const lines = withSummariesReadDown(text.split('\n'));
  if (lines.some((line) => ENDING_LABEL.test(line) && /\d\.\d{2}\b/.test(line))) return null;
  // Its name heads it, perhaps with the account's number after it (`Cash Reserve Credit  221231008733`).
  const named = lines
    .map((line) => line.trim().split(/\s{2,}/)[0].replace(/\s+[X*\d][X*\d-]*$/, ''))
    .find((cell) => /^[A-Za-z][A-Za-z ]{2,40}\b(?:credit|loan|line(?: of credit)?)$/i.test(cell));
  return named ?? 'credit line';
}
