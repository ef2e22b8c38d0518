import { type Analytics } from '@uw/contracts';
import { stringify } from 'csv-stringify/sync';

export type CsvTableFormat = 'month_as_row' | 'month_as_col';

const ROW_HEADER = [
  'Period', 'Document', 'Account', 'Starting Balance', 'Deposits', 'Deposit Count', 'Withdrawals', 'Withdrawal Count', 'Ending Balance',
  'Loan In', 'Loan Out', 'Avg Daily Balance', 'Days Negative', 'True Revenue', 'DTI %',
];

/** The figures of one CSV line, in column order after the labels. */
interface CsvFigures {
  starting: number;
  deposits: number;
  depositCount: number;
  withdrawals: number;
  withdrawalCount: number;
  ending: number;
  loanIn: number;
  loanOut: number;
  averageDailyBalance: number | null;
  daysNegative: number;
  trueRevenue: number;
  dti: number | null;
}

const money = (value: number) => value.toFixed(2);
const nullableMoney = (value: number | null) => (value === null ? '' : money(value));
const percent = (value: number | null) => (value === null ? '' : `${value.toFixed(2)}%`);

function cells(figures: CsvFigures): string[] {
  return [
    money(figures.starting), money(figures.deposits), String(figures.depositCount), money(figures.withdrawals), String(figures.withdrawalCount),
    money(figures.ending), money(figures.loanIn), money(figures.loanOut), nullableMoney(figures.averageDailyBalance), String(figures.daysNegative),
    money(figures.trueRevenue), percent(figures.dti),
  ];
}

const fromRow = (row: Analytics.AccountStatementMetrics): CsvFigures => ({
  starting: row.starting_balance,
  deposits: row.total_deposits,
  depositCount: row.num_deposits,
  withdrawals: row.total_withdrawals,
  withdrawalCount: row.num_withdrawals,
  ending: row.ending_balance,
  loanIn: row.loan_disbursements,
  loanOut: row.loan_payments,
  averageDailyBalance: row.average_daily_balance,
  daysNegative: row.days_negative_balance,
  trueRevenue: row.true_revenue,
  dti: row.debt_to_income_ratio,
});

const fromBook = (book: Analytics.BookAnalytics): CsvFigures => ({
  starting: book.opening_balance,
  deposits: book.total_deposits,
  depositCount: book.num_deposits,
  withdrawals: book.total_withdrawals,
  withdrawalCount: book.num_withdrawals,
  ending: book.closing_balance,
  loanIn: book.total_loan_disbursements,
  loanOut: book.total_loan_payments,
  averageDailyBalance: book.average_daily_balance,
  daysNegative: book.days_negative_balance,
  trueRevenue: book.true_revenue,
  dti: book.debt_to_income_ratio,
});

/** Statements that count: not excluded and with at least one included account. */
const includedStatements = (analytics: Analytics.BookAnalytics) =>
  analytics.statements.filter((statement) => !analytics.excluded_document_ids.includes(statement.document_id) && statement.accounts.length > 1);

const accountLabel = (row: Analytics.AccountStatementMetrics) => (row.account_number ? `${row.account_name} (${row.account_number})` : row.account_name);

/**
 * Uploaded file names and printed account names reach the CSV: a cell starting with = + - @ (or a tab or
 * carriage return) would run as a formula in a spreadsheet, so such text is prefixed with an apostrophe.
 */
export function safeText(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function monthAsRow(analytics: Analytics.BookAnalytics): string[][] {
  const statements = includedStatements(analytics);
  const lines: string[][] = [];
  const accountIds = new Set<number>();
  for (const statement of statements) {
    for (const row of statement.accounts.slice(1)) {
      accountIds.add(row.account_id);
      lines.push([statement.statement_period, safeText(statement.document_name), safeText(accountLabel(row)), ...cells(fromRow(row))]);
    }
  }
  const accounts = `${accountIds.size} ${accountIds.size === 1 ? 'account' : 'accounts'}`;
  const average = analytics.average_statement_metrics;
  lines.push(['NET', '', accounts, ...cells(fromBook(analytics))]);
  lines.push(['Average', '', accounts, ...(average ? cells(fromRow(average)) : ROW_HEADER.slice(3).map(() => ''))]);
  return [ROW_HEADER, ...lines];
}

const COLUMN_METRICS = [
  'Starting Balance', 'Deposits', 'Deposit Count', 'Withdrawals', 'Withdrawal Count', 'Ending Balance', 'Loan In', 'Loan Out',
  'Avg Daily Balance', 'Days Negative', 'True Revenue', 'DTI %',
];

function monthAsCol(analytics: Analytics.BookAnalytics): string[][] {
  const statements = includedStatements(analytics);
  const labelCount = new Map<string, number>();
  for (const statement of statements) labelCount.set(statement.statement_period, (labelCount.get(statement.statement_period) ?? 0) + 1);
  // Two statements of the same month (one per bank, say) stay two columns, told apart by document name.
  const header = statements.map((statement) =>
    labelCount.get(statement.statement_period)! > 1 ? safeText(`${statement.statement_period} (${statement.document_name})`) : statement.statement_period,
  );
  const columns = statements.map((statement) => cells(fromRow(statement.accounts[0]!)));
  return [['Metric', ...header], ...COLUMN_METRICS.map((metric, index) => [metric, ...columns.map((column) => column[index]!)])];
}

/**
 * The bank-analytics CSV. `month_as_row`: one line per included statement and individual account (the
 * COMBINED rows are not repeated, so the lines add up to NET), then `NET` (the Book totals) and `Average`
 * (the per-statement average). `month_as_col`: one column per included statement from its COMBINED row.
 * Excluded documents and accounts do not appear. Money has two decimals, DTI a percent sign.
 */
export function renderAnalyticsCsv(analytics: Analytics.BookAnalytics, tableFormat: CsvTableFormat): string {
  const records = tableFormat === 'month_as_row' ? monthAsRow(analytics) : monthAsCol(analytics);
  return stringify(records);
}
