import { findAccountIdentity } from './header/account-identity.finder';
import { findBusinessAddress } from './header/business-address.finder';
import { findMissingPages } from './header/missing-pages.finder';
import { type BankStatementExtraction } from './model/bank-statement.model';
import { findPageFurniture } from './rows/page-furniture.filter';
import { printsUndatedAmountLines } from './rows/transaction-rows.reader';
import { assembleAccounts } from './segments/statement-accounts.assembler';
import { creditLineName } from './segments/credit-line.finder';
import { readStatementSegment, type SegmentReading } from './segments/statement-segment.reader';
import { splitStatements } from './segments/statement-segments.splitter';
import { correctByConsensus } from './text/ocr-description.consensus';
import { withAchKeysMended } from './text/ach-key.mender';
import { correctNonWords } from './text/dictionary-word.corrector';
import { withFunderNamesMended } from './text/funder-name.mender';
import { withoutStrayTokens } from './text/stray-token.remover';
import { correctRareWords, joinSplitWords, withMarksForBlanks, withoutEdgeSpecks, withoutStuckPoints } from './text/ocr-word.corrector';
import { normalizeScannedPages } from './text/scanned-text.normalizer';
import { withSecCodesMended } from './text/sec-code.consensus';
import { withShareHeadingsJoined } from './text/share-heading.joiner';
import { withCompanyIdsMended, withEntryIdLengthsMended } from './text/company-id.consensus';
import { mendHolderName } from './text/holder-name.mender';
import { withDescriptorDatesMended } from './text/descriptor-date.mender';
import { withAuthorizationDatesMended, withCardPurchaseMarksDropped, withCardStatesMended } from './text/card-purchase.mender';

/**
 * A bank statement read from the text of its pages (lines in reading order, columns two or more spaces
 * apart): who and which accounts, the periods and balances, every transaction with its direction, and a
 * reconciliation of it all that says whether the reading can be trusted. A document may hold several
 * statements (months of one account, accounts of a combined statement): each is read on its own and
 * gathered by account; the top-level fields describe the first account.
 *
 * `scanned`: the text was read by OCR; damage with a single reading (lost date separators, points for
 * thousands separators) is mended first (`normalizeScannedPages`), and words of descriptions misread once
 * take the spelling the statement reads many times (`correctRareWords`).
 */
export function extractBankStatement(printed: string[], options: { scanned?: boolean } = {}): BankStatementExtraction {
  const pages = withShareHeadingsJoined(options.scanned ? normalizeScannedPages(printed) : printed);
  const lines = pages.flatMap((page) => page.split('\n').map((line) => line.trim()));
  const identity = findAccountIdentity(lines);
  const isFurniture = findPageFurniture(pages.map((page) => page.split('\n')), { scanned: options.scanned });
  const readings: SegmentReading[] = [];
  const creditLines: string[] = [];
  for (const segment of splitStatements(pages, { scanned: options.scanned })) {
    const creditLine = creditLineName(segment.pages);
    if (creditLine !== null && readings.length > 0) {
      creditLines.push(creditLine);
      continue;
    }
    const before = readings[readings.length - 1];
    const context = { period: before?.period ?? null, sameStatement: segment.sameStatement, accountNumber: segment.accountNumber, isFurniture, scanned: options.scanned };
    const reading = readStatementSegment(segment.pages, context);
    // A layout dating only the first row of each day: its other rows print a description and their amount alone. Read
    // so only where that reading reconciles and the first does not (a wrapped description may end in an amount).
    const balanced = reading.starting_balance !== null && reading.ending_balance !== null;
    const undated = reading.reconciliation.is_reconciled || options.scanned || !balanced || !printsUndatedAmountLines(segment.pages) ? null : readStatementSegment(segment.pages, { ...context, undatedRows: true });
    readings.push(undated?.reconciliation.is_reconciled && undated.transactions.length > reading.transactions.length ? undated : reading);
  }
  // A scan's holder name as its descriptions read it, where the header misread a word of it (`CEDAR PARX` for PARK).
  const businessName = options.scanned ? correctDescriptions(readings, identity.business_name) : identity.business_name;
  const missingPages = findMissingPages(pages, { scanned: options.scanned });
  if (missingPages) readings[0].warnings.push(missingPages);
  for (const name of creditLines) {
    readings[0].warnings.push(`A credit line's statement (${name}) is printed with this one: it is no deposit account, so its balances and rows are left out of the ledger`);
  }
  const accounts = assembleAccounts(readings);
  const [primary] = accounts;
  return {
    ...identity,
    business_name: businessName,
    business_address: findBusinessAddress(lines, identity.business_name),
    account_number: primary.account_number ?? identity.account_number,
    account_type: primary.account_type ?? identity.account_type,
    statement_start_date: primary.statement_start_date,
    statement_end_date: primary.statement_end_date,
    starting_balance: primary.starting_balance,
    ending_balance: primary.ending_balance,
    transactions: primary.transactions,
    reconciliation: primary.reconciliation,
    accounts,
    warnings: readings.length === 1 ? readings[0].warnings : readings.flatMap((reading) => reading.warnings.map((warning) => `${label(reading)}: ${warning}`)),
  };
}

/**
 * A scanned statement's rare misread words take the spelling the same statement reads many times. Returns the
 * holder's name as the descriptions read it (`mendHolderName`).
 */
function correctDescriptions(readings: readonly SegmentReading[], holderName: string | null): string | null {
  const transactions = readings.flatMap((reading) => reading.transactions);
  // Points and dashes stuck between words go first, so the consensus aligns whole words.
  const consensus = correctNonWords(correctRareWords(correctByConsensus(joinSplitWords(withMarksForBlanks(withAchKeysMended(withFunderNamesMended(withoutEdgeSpecks(withoutStuckPoints(transactions.map((transaction) => transaction.description))))))))));
  const holder = mendHolderName(consensus, holderName);
  const idsMended = withEntryIdLengthsMended(withCompanyIdsMended(withCardStatesMended(withCardPurchaseMarksDropped(withSecCodesMended(holder.descriptions)))));
  // Funder names once more, now that keys and company IDs are mended: a funder's rows whose ID or `NAME:` key
  // the scan bent did not count for the misread name before.
  const words = withFunderNamesMended(idsMended);
  const dates = transactions.map((transaction) => transaction.date);
  // Specks read as words go last, once codes read small (`cn` for CCD) have taken their own spelling.
  const corrected = withoutStrayTokens(withAuthorizationDatesMended(withDescriptorDatesMended(words, dates), dates));
  transactions.forEach((transaction, index) => {
    transaction.description = corrected[index];
  });
  return holder.name;
}

function label(reading: SegmentReading): string {
  const period = reading.period ? `${reading.period.start} to ${reading.period.end}` : 'undated statement';
  return reading.account_number ? `${reading.account_number} ${period}` : period;
}
