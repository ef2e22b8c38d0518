import { type DailyBalances, sliceDailyBalances, sumDailyBalances } from '../balances/daily-balances';
import { type StatementSlice } from '../ledger/book-ledger.model';
import { toCents } from '../money/cents';
import { addTagTotals, emptyTagTotals, tagAggregatesOf, type TagTotals } from './tag-totals';

/** The additive figures of one account (or several) over one statement period, in cents. */
export interface AccountFigures {
  startingCents: number;
  endingCents: number;
  computedEndingCents: number;
  expectedEndingCents: number | null;
  discrepancyCents: number | null;
  reconciledCount: number;
  accountCount: number;
  reconciliationSkipped: boolean;
  reconciliationMessage: string | null;
  depositsCents: number;
  numDeposits: number;
  withdrawalsCents: number;
  numWithdrawals: number;
  loanInCents: number;
  numLoanIn: number;
  loanOutCents: number;
  numLoanOut: number;
  trueRevenueCents: number;
  numTrueRevenue: number;
  tags: TagTotals;
  daily: DailyBalances;
}

export function sliceFigures(slice: StatementSlice): AccountFigures {
  const figures: AccountFigures = {
    startingCents: slice.startingCents,
    endingCents: 0,
    computedEndingCents: 0,
    expectedEndingCents: slice.printedEndingCents,
    discrepancyCents: null,
    reconciledCount: 0,
    accountCount: 1,
    reconciliationSkipped: slice.reconciliation === null,
    reconciliationMessage: slice.reconciliation?.reason ?? (slice.reconciliation === null ? 'No bank statement for these transactions' : null),
    depositsCents: 0,
    numDeposits: 0,
    withdrawalsCents: 0,
    numWithdrawals: 0,
    loanInCents: 0,
    numLoanIn: 0,
    loanOutCents: 0,
    numLoanOut: 0,
    trueRevenueCents: 0,
    numTrueRevenue: 0,
    tags: emptyTagTotals(),
    daily: sliceDailyBalances(slice),
  };
  for (const entry of slice.entries) {
    if (entry.direction === 'credit') {
      figures.depositsCents += entry.cents;
      figures.numDeposits++;
      if (entry.loanType !== null) {
        figures.loanInCents += entry.cents;
        figures.numLoanIn++;
      }
      if (entry.isTrueRevenue) {
        figures.trueRevenueCents += entry.cents;
        figures.numTrueRevenue++;
      }
    } else {
      figures.withdrawalsCents += entry.cents;
      figures.numWithdrawals++;
      if (entry.loanType !== null) {
        figures.loanOutCents += entry.cents;
        figures.numLoanOut++;
      }
    }
    for (const name of tagAggregatesOf(entry)) {
      figures.tags[name].cents += entry.cents;
      figures.tags[name].count++;
    }
  }
  figures.computedEndingCents = figures.startingCents + figures.depositsCents - figures.withdrawalsCents;
  figures.endingCents = figures.expectedEndingCents ?? figures.computedEndingCents;
  const printedDiscrepancy = slice.reconciliation?.discrepancy;
  figures.discrepancyCents =
    printedDiscrepancy != null ? toCents(printedDiscrepancy) : figures.expectedEndingCents === null ? null : figures.computedEndingCents - figures.expectedEndingCents;
  const reconciled = slice.reconciliation?.is_reconciled ?? (figures.discrepancyCents === 0);
  figures.reconciledCount = reconciled ? 1 : 0;
  return figures;
}

const sumOrNull = (values: Array<number | null>): number | null =>
  values.every((value) => value === null) ? null : values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** Adds figures of several accounts: the COMBINED cash line, whose daily balances span every account's days. */
export function sumFigures(parts: AccountFigures[]): AccountFigures {
  const total: AccountFigures = { ...sliceFiguresZero(), tags: emptyTagTotals() };
  for (const part of parts) {
    for (const key of ADDITIVE) total[key] += part[key];
    addTagTotals(total.tags, part.tags);
  }
  total.expectedEndingCents = parts.length > 0 && parts.every((part) => part.expectedEndingCents !== null) ? sumOrNull(parts.map((part) => part.expectedEndingCents)) : null;
  total.discrepancyCents = sumOrNull(parts.map((part) => part.discrepancyCents));
  total.reconciliationSkipped = parts.length > 0 && parts.every((part) => part.reconciliationSkipped);
  const unreconciled = total.accountCount - total.reconciledCount;
  total.reconciliationMessage = unreconciled === 0 ? null : `${unreconciled} of ${total.accountCount} accounts not reconciled`;
  total.daily = sumDailyBalances(parts.map((part) => part.daily));
  return total;
}

const ADDITIVE = [
  'startingCents', 'endingCents', 'computedEndingCents', 'reconciledCount', 'accountCount', 'depositsCents', 'numDeposits',
  'withdrawalsCents', 'numWithdrawals', 'loanInCents', 'numLoanIn', 'loanOutCents', 'numLoanOut', 'trueRevenueCents', 'numTrueRevenue',
] as const;

function sliceFiguresZero(): AccountFigures {
  return {
    startingCents: 0, endingCents: 0, computedEndingCents: 0, expectedEndingCents: null, discrepancyCents: null, reconciledCount: 0,
    accountCount: 0, reconciliationSkipped: false, reconciliationMessage: null, depositsCents: 0, numDeposits: 0, withdrawalsCents: 0,
    numWithdrawals: 0, loanInCents: 0, numLoanIn: 0, loanOutCents: 0, numLoanOut: 0, trueRevenueCents: 0, numTrueRevenue: 0,
    tags: emptyTagTotals(), daily: { openingCents: 0, days: [], cents: [] },
  };
}
