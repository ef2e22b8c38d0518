import { type Analytics } from '@uw/contracts';
import { maxDate } from './calendar/calendar-date';
import { analysePositions } from './book/analysed-positions';
import { bookBalances } from './book/book-balances.calculator';
import { counterpartyClusters } from './book/counterparty-clusters';
import { loanSummary } from './book/loan-summary';
import { mcaAggregates } from './book/mca-aggregates';
import { mergedAccounts } from './book/merged-accounts';
import { reconciliationResults } from './book/reconciliation-results';
import { summariseTransactions } from './book/transaction-summary.calculator';
import { buildBookLedger } from './ledger/book-ledger.builder';
import { sumFigures } from './metrics/account-figures';
import { tagAggregateFields } from './metrics/tag-totals';
import { type BookAnalyticsInput, type PositionAnalyzer } from './model/analytics-input.model';
import { percentOf, toCents, toDollars } from './money/cents';
import { buildScreeningMetrics, type BookFigures } from './screening/screening-metrics.builder';
import { evaluateScreening } from './screening/screening.evaluator';
import { averageStatementMetrics } from './statements/average-statement-metrics';
import { buildStatementAnalytics } from './statements/statement-analytics.builder';

/**
 * Bank analytics of a Book under the organization's exclusions. Pure: the same input gives the same
 * result; position analysis is injected. Definitions: docs/metric-glossary.md.
 */
export function computeBookAnalytics(input: BookAnalyticsInput, analyzePositions: PositionAnalyzer): Analytics.BookAnalytics {
  const { exclusions, ledger } = input;
  const thresholdCents = input.low_balance_threshold === null ? null : toCents(input.low_balance_threshold);
  const slices = buildBookLedger(ledger, {
    revenueExclusionTags: exclusions.revenue_exclusion_tags,
    excludedPositionIds: exclusions.excluded_position_ids,
  });
  const breakdown = buildStatementAnalytics(slices, input.documents, exclusions, thresholdCents);
  const included = breakdown.included;
  const entries = included.flatMap(({ slice }) => slice.entries);
  const totals = sumFigures(included.map(({ figures }) => figures));

  const positions = analysePositions(
    {
      positions: ledger.positions,
      slices: included.map(({ slice }) => slice),
      trueRevenue: toDollars(totals.trueRevenueCents),
      excludedPositionIds: exclusions.excluded_position_ids,
    },
    analyzePositions,
  );
  const funderTitles = new Map(positions.map((position) => [position.position_id, position.funder_title]));
  const includedStatements = breakdown.statements.filter((statement) => !exclusions.excluded_document_ids.includes(statement.document_id) && statement.accounts.length > 1);
  const combinedRows = includedStatements.map((statement) => statement.accounts[0]!);

  const figures: BookFigures = {
    statements: breakdown.statements,
    total_deposits: toDollars(totals.depositsCents),
    total_withdrawals: toDollars(totals.withdrawalsCents),
    merged_accounts: mergedAccounts(included, funderTitles),
    loan_summary: loanSummary(entries, exclusions.revenue_exclusion_tags),
    positions,
    reconciliation_results: reconciliationResults(included),
    counterparty_clusters: counterpartyClusters(entries),
    bank_holidays: [...(input.bank_holidays ?? [])].sort((a, b) => a.date.localeCompare(b.date)).map(({ date, name }) => ({ date, name })),
    total_loan_disbursements: toDollars(totals.loanInCents),
    total_loan_payments: toDollars(totals.loanOutCents),
    num_loan_disbursements: totals.numLoanIn,
    num_loan_payments: totals.numLoanOut,
    debt_to_income_ratio: percentOf(totals.loanOutCents, totals.trueRevenueCents),
    ...bookBalances(included, thresholdCents),
    low_balance_threshold: thresholdCents === null ? null : toDollars(thresholdCents),
    ...summariseTransactions(entries),
    num_deposits: totals.numDeposits,
    num_withdrawals: totals.numWithdrawals,
    true_revenue: toDollars(totals.trueRevenueCents),
    num_true_revenue_transactions: totals.numTrueRevenue,
    ...tagAggregateFields(totals.tags),
    ...mcaAggregates(positions, entries),
    revenue_exclusion_tags: [...exclusions.revenue_exclusion_tags],
    excluded_position_ids: [...exclusions.excluded_position_ids],
    excluded_document_ids: [...exclusions.excluded_document_ids],
    average_statement_metrics: averageStatementMetrics(combinedRows),
    most_recent_statement_end_date: maxDate(included.map(({ slice }) => slice.end)),
  };
  const screeningMetrics = buildScreeningMetrics({
    analytics: figures,
    latestStatement: combinedRows.at(-1) ?? null,
    loanApplication: input.loan_application,
    businessName: ledger.business.name,
    today: input.today,
  });
  return { ...figures, screening_metrics: screeningMetrics, screening_result: evaluateScreening(screeningMetrics, input.screening_rules) };
}
