import { withSummariesReadDown } from '../header/summary-across.reader';
import { ENDING_LABEL } from '../header/statement-balances.finder';

/** What a loan's or a credit line's statement prints and a deposit account's never does: a payment due. */
const PAYMENT_DUE = [/\bminimum\s*(?:amount|payment)\s*due\b/i, /\bpayment\s*due\s*date\b/i];
/** What it prints beside it (an overdraft box of a deposit account prints these too, never a payment due). */
const CREDIT_LINE_LABELS = [/\boutstanding\s*balance\b/i, /\bcredit\s*(?:limit|access\s*line)\b/i, /\bcredit\s*available\b/i, /\bavailable\s*credit\b/i];
/** What a card or a line prints as owed; a deposit account's ending balance is `ending` or `closing`, rarely `new`. */
const NEW_BALANCE = /\bnew\s*balance\b/gi;
/** A deposit account's activity: a segment printing it is a deposit account's, whatever `New Balance` it prints. */
const DEPOSIT_ACTIVITY = /\bdeposits?\b|\bwithdrawals?\b|\bchecks?\s+paid\b|\bdividends?\b/i;
/** A card's or a line's own activity, which a deposit account's box for its overdraft line does not print. */
const REVOLVING_CREDIT_ACTIVITY = /\bpurchases\b|\bcash\s+advances?\b|\binterest\s+charged?\b|\bfinance\s+charges?\b/i;

/**
 * A credit line's or a card's statement printed after a deposit account's (KeyBank's `Cash Reserve Credit`: `Outstanding
 * balance`, `Minimum amount due`, `Credit limit`), with no ending balance printed with its figure (a disclosure's
 * worksheet says `Enter ending balance` too; a summary printed across is read down first): its name (the first heading
 * cell that names a credit, a loan or a line, else `credit line`), or null for a deposit account's statement. A `New
 * Balance` is what such a statement owes: it counts as no ending balance where the segment shows a card's or a line's
 * activity (purchases, cash advances, interest charged) and no deposit account's (deposits, withdrawals, checks paid,
 * dividends): a money market account with an overdraft line's box prints a payment due and a credit limit too.
 */
export function creditLineName(pages: readonly string[]): string | null {
  const text = pages.join('\n');
  // The labels first: nearly every statement has none, and is done without reading its summaries down.
  if (!PAYMENT_DUE.some((label) => label.test(text)) || !CREDIT_LINE_LABELS.some((label) => label.test(text))) return null;
  const lines = withSummariesReadDown(text.split('\n'));
  const owes = REVOLVING_CREDIT_ACTIVITY.test(text) && !DEPOSIT_ACTIVITY.test(text);
  if (lines.some((line) => ENDING_LABEL.test(owes ? line.replace(NEW_BALANCE, '') : line) && /\d\.\d{2}\b/.test(line))) return null;
  // Its name heads it, perhaps with the account's number after it (`Cash Reserve Credit  221231008733`).
  const named = lines
    .map((line) => line.trim().split(/\s{2,}/)[0].replace(/\s+[X*\d][X*\d-]*$/, ''))
    // A label naming the line's terms (`Credit Access Line`, `Credit Line`) is no name.
    .find((cell) => /^(?!credit\b|available\b)[A-Za-z][A-Za-z ]{2,40}\b(?:credit|loan|line(?: of credit)?)$/i.test(cell));
  return named ?? 'credit line';
}
