import { type AccountPlan, generateAccountActivity } from './activity/account-activity.generator';
import { type AccountActivity, type AccountKind, type ActivityEntry } from './activity/account-activity.model';
import { pickBusiness } from './activity/business.catalog';
import { addDays, monthSpans } from './activity/calendar';
import { type StatementLayout } from './layouts/statement-layout.model';
import { type AccountStatement, type PeriodStatement, type PrintedTransaction, type StatementDocument } from './layouts/statement-document.model';
import { type StatementTruth, type TruthAccount } from './model/statement-truth.model';
import { SeededRandom } from './random/seeded-random';
import { PageComposer, type ComposedPage } from './render/page-composer';
import { type PdfRendering, renderStatementPdf } from './render/pdf.renderer';
import { wrapDescription } from './render/print-format';
import { drawScanDefects } from './scan/scan-defects';
import { renderScannedPdf } from './scan/scanned-pdf.renderer';

export interface GeneratedStatement {
  truth: StatementTruth;
  pages: ComposedPage[];
  layout: StatementLayout;
}

export interface GenerationOptions {
  /** Forces the number of months (1 to the layout's maximum). */
  months?: number;
  accounts?: number;
  /** Card purchases a business day can show (3 by default): fewer makes a shorter statement. */
  maxCardPurchasesPerDay?: number;
}

const ACCOUNT_KINDS: AccountKind[] = ['operating', 'savings', 'payroll'];

/**
 * One synthetic statement of a layout family from a seed: a business, its accounts' activity over the
 * span, the pages as the family prints them, and the ground truth of everything printed.
 */
export function generateStatement(layout: StatementLayout, seed: number, id: string, options: GenerationOptions = {}): GeneratedStatement {
  const random = new SeededRandom(seed);
  const business = pickBusiness(random.fork());
  const bank = random.pick(layout.banks);
  const accountCount = options.accounts ?? Math.min(layout.maxAccounts, random.chance(0.6) ? 1 : random.int(2, 3));
  const months = Math.min(layout.maxMonths, options.months ?? pickMonths(random));
  const firstMonth = `${random.int(2022, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-01`;
  const plans: AccountPlan[] = ACCOUNT_KINDS.slice(0, accountCount).map((kind) => {
    const digits = random.digits(10);
    const masked = maskedNumber(random, digits);
    return { kind, accountNumber: layout.printedAccountNumber?.(digits) ?? masked, accountType: layout.accountTypes[kind], lastFour: digits.slice(-4) };
  });
  const spans = layout.documentType === 'month_to_date' ? [printoutSpan(random, firstMonth, months)] : monthSpans(firstMonth, months);
  const activity = generateAccountActivity(random.fork(), business, plans, spans[0].start, spans[spans.length - 1].end, options.maxCardPurchasesPerDay);
  const document: StatementDocument = {
    id,
    bankName: bank.name,
    bankAddress: bank.address,
    routingNumber: random.digits(9),
    business,
    statements: spans.map((span) => ({ span, accounts: activity.map((account) => accountStatement(account, span, layout)) })),
  };
  const composer = new PageComposer(layout.style);
  layout.compose(document, composer);
  const pages = composer.finish();
  return { truth: truthOf(document, layout, seed, pages.length), pages, layout };
}

export async function renderGeneratedStatement(statement: GeneratedStatement, rendering: PdfRendering = {}): Promise<Buffer> {
  return renderStatementPdf(statement.pages, statement.layout.font, statement.layout.style.size, `${statement.truth.bank_name} statement`, rendering);
}

/** Salt of the scan's random stream: the statement's own draws stay as they are, scanned or not. */
const SCAN_STREAM = 0x5ca9;

/**
 * The statement as an image-only PDF (see `renderScannedPdf`), degraded reproducibly from its seed; the
 * truth comes back with the scan's defects recorded in `scan`. `photographed`: each page a phone's photo of it.
 */
export async function renderScannedStatement(statement: GeneratedStatement, { photographed = false } = {}): Promise<{ pdf: Buffer; truth: StatementTruth }> {
  const random = new SeededRandom(statement.truth.seed ^ SCAN_STREAM);
  const defects = drawScanDefects(random, { photographed });
  const style = { font: statement.layout.font, size: statement.layout.style.size };
  const pdf = await renderScannedPdf(statement.pages, style, defects, random.fork(), `${statement.truth.bank_name} statement (scanned)`);
  return { pdf, truth: { ...statement.truth, scan: defects } };
}

function pickMonths(random: SeededRandom): number {
  const roll = random.next();
  if (roll < 0.4) return 1;
  if (roll < 0.7) return random.int(2, 3);
  if (roll < 0.88) return random.int(4, 6);
  return random.int(7, 12);
}

function maskedNumber(random: SeededRandom, digits: string): string {
  return random.pick([`****${digits.slice(-4)}`, `XXXXXX${digits.slice(-4)}`, `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`]);
}

/** An online printout covers from the first of a month to a day in a later one ("printed on" day). */
function printoutSpan(random: SeededRandom, firstMonth: string, months: number): { start: string; end: string } {
  const end = addDays(firstMonth, (months - 1) * 30 + random.int(5, 26));
  return { start: firstMonth, end };
}

function accountStatement(account: AccountActivity, span: { start: string; end: string }, layout: StatementLayout): AccountStatement {
  const before = account.entries.filter((entry) => entry.date < span.start);
  const startingBalance = before.length > 0 ? before[before.length - 1].balanceAfter : account.openingBalance;
  const inside = account.entries.filter((entry) => entry.date >= span.start && entry.date <= span.end);
  return {
    kind: account.kind,
    accountNumber: account.accountNumber,
    accountType: account.accountType,
    startingBalance,
    endingBalance: inside.length > 0 ? inside[inside.length - 1].balanceAfter : startingBalance,
    transactions: inside.map((entry) => printed(entry, layout)),
  };
}

function printed(entry: ActivityEntry, layout: StatementLayout): PrintedTransaction {
  return {
    date: entry.date,
    lines: wrapDescription(entry.text, layout.description.maxChars, layout.description.maxLines),
    amount: entry.amount,
    direction: entry.direction,
    checkNumber: entry.checkNumber,
    balanceAfter: entry.balanceAfter,
  };
}

function truthOf(document: StatementDocument, layout: StatementLayout, seed: number, pageCount: number): StatementTruth {
  const accounts = document.statements[0].accounts.map((_, index) => truthAccount(document.statements, index, layout));
  return {
    schema: 'statement-corpus/v1',
    id: document.id,
    seed,
    family: layout.family,
    document_type: layout.documentType,
    bank_name: document.bankName,
    business_name: document.business.name,
    page_count: pageCount,
    accounts,
  };
}

function truthAccount(statements: readonly PeriodStatement[], index: number, layout: StatementLayout): TruthAccount {
  const parts = statements.map((statement) => ({ span: statement.span, account: statement.accounts[index] }));
  const first = parts[0].account;
  const last = parts[parts.length - 1].account;
  return {
    account_number: first.accountNumber,
    account_type: first.accountType,
    statement_start_date: parts[0].span.start,
    statement_end_date: parts[parts.length - 1].span.end,
    starting_balance: layout.printsStartingBalance ? first.startingBalance : null,
    ending_balance: last.endingBalance,
    opening_balance: first.startingBalance,
    closing_balance: last.endingBalance,
    statements: parts.map(({ span, account }) => ({
      start: span.start,
      end: span.end,
      starting_balance: account.startingBalance,
      ending_balance: account.endingBalance,
      transaction_count: account.transactions.length,
    })),
    transactions: parts.flatMap(({ account }) =>
      account.transactions.map((row) => ({
        date: row.date,
        description: truthDescription(row, layout),
        amount: row.amount,
        direction: row.direction,
        balance_after: row.balanceAfter,
      })),
    ),
  };
}

function truthDescription(row: PrintedTransaction, layout: StatementLayout): string {
  if (row.checkNumber !== null && layout.checks === 'listing-only') return `Check ${row.checkNumber}`;
  return layout.truthDescription ? layout.truthDescription(row) : row.lines.join(' ');
}
