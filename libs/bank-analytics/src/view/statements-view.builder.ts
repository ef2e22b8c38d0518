import { type Analytics, type Statements } from '@uw/contracts';
import { summariseBalances } from '../balances/daily-balances';
import { analysePositions } from '../book/analysed-positions';
import { simpleTransaction } from '../book/merged-accounts';
import { buildBookLedger } from '../ledger/book-ledger.builder';
import { type StatementSlice } from '../ledger/book-ledger.model';
import { MCA_TAG } from '../ledger/transaction-tags';
import { sliceFigures, sumFigures } from '../metrics/account-figures';
import { type PositionAnalyzer, type StatementsViewInput } from '../model/analytics-input.model';
import { percentOf, toDollars } from '../money/cents';
import { simpleFunders } from './simple-funder.builder';

const nullableDollars = (cents: number | null) => (cents === null ? null : toDollars(cents));

function simpleStatement(slice: StatementSlice, documentName: string, analysed: ReadonlyMap<string, Analytics.DebtPosition>): Statements.SimpleStatement {
  const figures = sliceFigures(slice);
  const balances = summariseBalances(figures.daily, null);
  const mcaCents = slice.entries.filter((entry) => entry.direction === 'credit' && entry.loanType === MCA_TAG).reduce((total, entry) => total + entry.cents, 0);
  return {
    document_id: slice.documentId,
    document_name: documentName,
    statement_start_date: slice.start,
    statement_end_date: slice.end,
    starting_balance: toDollars(figures.startingCents),
    ending_balance: toDollars(figures.endingCents),
    min_balance: nullableDollars(balances.minCents),
    max_balance: nullableDollars(balances.maxCents),
    sum_credits: toDollars(figures.depositsCents),
    sum_debits: toDollars(figures.withdrawalsCents),
    net_deposits: toDollars(figures.depositsCents - figures.withdrawalsCents),
    num_deposits: figures.numDeposits,
    num_withdrawals: figures.numWithdrawals,
    average_daily_balance: nullableDollars(balances.averageCents),
    days_negative_balance: balances.daysNegative,
    days_in_period: balances.days,
    revenue_credits: toDollars(figures.trueRevenueCents),
    loan_disbursements: toDollars(figures.loanInCents),
    total_mca_disbursements: toDollars(mcaCents),
    loan_payments: toDollars(figures.loanOutCents),
    debt_to_income_ratio: percentOf(figures.loanOutCents, figures.trueRevenueCents),
    transactions: slice.entries.map(simpleTransaction),
    daily_balances: Object.fromEntries(figures.daily.days.map((day, index) => [day, toDollars(figures.daily.cents[index]!)])),
    funders: simpleFunders(slice.entries, analysed),
  };
}

/**
 * The account-first view of every account and statement, ignoring the organization's exclusions (true
 * revenue without revenue exclusion tags, every position counted). Accounts by id, statements by date.
 */
export function buildStatementsView(input: StatementsViewInput, analyzePositions: PositionAnalyzer): Statements.SimpleAccount[] {
  const { ledger } = input;
  const slices = buildBookLedger(ledger, { revenueExclusionTags: [], excludedPositionIds: [] });
  const trueRevenueCents = sumFigures(slices.map(sliceFigures)).trueRevenueCents;
  const analysed = new Map(
    analysePositions({ positions: ledger.positions, slices, trueRevenue: toDollars(trueRevenueCents), excludedPositionIds: [] }, analyzePositions).map(
      (position) => [position.position_id, position],
    ),
  );
  const names = new Map(input.documents.map((document) => [document.document_id, document.document_name]));
  const accounts = new Map(ledger.accounts.map((account) => [account.account_id, account]));
  for (const slice of slices) if (!accounts.has(slice.account.account_id)) accounts.set(slice.account.account_id, slice.account);

  return [...accounts.values()]
    .sort((a, b) => a.account_id - b.account_id)
    .map((account) => ({
      account_id: account.account_id,
      account_name: account.account_name ?? '',
      account_number: account.account_number,
      bank_name: account.bank_name ?? '',
      routing_number: account.routing_number,
      account_type: account.account_type ?? 'unknown',
      business_name: account.business_name ?? ledger.business.name ?? '',
      business_address: account.business_address ?? null,
      statements: slices
        .filter((slice) => slice.account.account_id === account.account_id)
        .sort((a, b) => a.start.localeCompare(b.start) || a.end.localeCompare(b.end))
        .map((slice) => simpleStatement(slice, names.get(slice.documentId) ?? slice.documentId, analysed)),
    }));
}
